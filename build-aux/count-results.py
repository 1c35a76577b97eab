#!/usr/bin/env python3
"""Sums up meson test logs (testlog.json) into 'N passed, N failed, N skipped'.

A test that reports TAP subtests counts as its subtests, and a subtest
that says "# SKIP" counts as skipped; any other test counts as one, and
as skipped when meson says it skipped (exit status 77, or a TAP plan
"1..0 # SKIP").  --extra-failed N (0 or 1) adds one more test, passed or
failed: the fuzz run."""
import json
import re
import sys

SKIP = re.compile(r"#\s*skip", re.IGNORECASE)


def count(lines, totals):
    """Adds the tests of one testlog.json's lines to @totals."""
    for line in lines:
        if not line.strip():
            continue
        t = json.loads(line)
        result = t.get("result")
        out = (t.get("stdout") or "").splitlines()
        oks = [l for l in out if l.startswith("ok ")]
        bad = sum(1 for l in out if l.startswith("not ok "))
        skipped = sum(1 for l in oks if SKIP.search(l))
        if oks or bad:
            totals["passed"] += len(oks) - skipped
            totals["skipped"] += skipped
            totals["failed"] += bad
            if result not in ("OK", "EXPECTEDFAIL", "SKIP") and bad == 0:
                totals["failed"] += 1    # crashed or timed out after its last subtest
        elif result == "SKIP":
            totals["skipped"] += 1
        elif result in ("OK", "EXPECTEDFAIL"):
            totals["passed"] += 1
        else:
            totals["failed"] += 1


def main(args):
    totals = {"passed": 0, "failed": 0, "skipped": 0}
    if args[:1] == ["--extra-failed"]:
        totals["passed" if args[1] == "0" else "failed"] += 1
        args = args[2:]
    for path in args:
        try:
            lines = open(path, encoding="utf-8").read().splitlines()
        except OSError:
            continue
        count(lines, totals)
    print("%(passed)d passed, %(failed)d failed, %(skipped)d skipped" % totals)


if __name__ == "__main__":
    main(sys.argv[1:])
