#!/usr/bin/env python3
"""Sums up meson test logs (testlog.json) into 'N passed, N failed'.

A test that reports TAP subtests counts as its subtests; any other test
counts as one.  A skipped test counts as neither.  --extra-failed N
(0 or 1) adds one more test, passed or failed: the fuzz run."""
import json
import sys

passed = failed = 0
args = sys.argv[1:]
if args[:1] == ["--extra-failed"]:
    if args[1] == "0":
        passed += 1
    else:
        failed += 1
    args = args[2:]
for path in args:
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except OSError:
        continue
    for line in lines:
        if not line.strip():
            continue
        t = json.loads(line)
        result = t.get("result")
        if result == "SKIP":
            continue
        out = t.get("stdout") or ""
        oks = sum(1 for l in out.splitlines() if l.startswith("ok "))
        bad = sum(1 for l in out.splitlines() if l.startswith("not ok "))
        if oks or bad:
            passed += oks
            failed += bad
            if result not in ("OK", "EXPECTEDFAIL") and bad == 0:
                failed += 1      # crashed or timed out after its last subtest
        elif result in ("OK", "EXPECTEDFAIL"):
            passed += 1
        else:
            failed += 1
print("%d passed, %d failed" % (passed, failed))
