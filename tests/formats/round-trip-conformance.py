#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Round trips of the shared conformance tournaments through PBN and CSV.

  round-trip-conformance.py VALET_CLI CONFORMANCE_DIR COMPARE_PY

Every tournament in CONFORMANCE_DIR whose scores give opening leads is
saved with `valet-cli --directory T --save-as pbn|csv`, and each of its
option sets (MODE.args) is run on the saved file with `--input` (and
`--compat 1.1`, the outputs being Valet 1.1's).  The
output must agree with the reference program's output for the text files
(MODE.txt, MODE.csv or the tableau), as COMPARE_PY (the conformance
comparer, loaded here once rather than started per case) judges it.

Tournaments without leads are listed, not run: the lead columns are what
the round trip has to keep, and they are all '-' there.  A tournament
that cannot make the round trip would go into CANNOT_ROUND_TRIP with the
reason, and be reported as such on every run.

Exit status 0 when every comparison agrees, 1 when one differs, 77 (skip)
when the conformance cases or the comparer are not there.
"""
import contextlib
import importlib.util
import io
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

FORMATS = ('pbn', 'csv')

# tournament -> why its round trip cannot agree; none so far.
CANNOT_ROUND_TRIP = {}


def load_comparer(path):
    spec = importlib.util.spec_from_file_location('valet_compare', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def compare(comparer, expected, actual):
    """(agrees, the comparer's verdict line and its first problems)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = comparer.main(['valet-compare', expected, actual])
    lines = out.getvalue().strip().splitlines() or ['no verdict']
    return status == 0, '; '.join(lines[-1:] + lines[:min(3, len(lines) - 1)])


def has_leads(folder):
    """Whether some line of scores.txt gives a lead (its tenth field)."""
    with open(os.path.join(folder, 'scores.txt'), 'rb') as f:
        for line in f:
            if line.startswith(b'#'):
                continue
            fields = line.rstrip(b'\r\n').split(b'|')
            if len(fields) >= 10 and fields[9].strip():
                return True
    return False


def tournaments(root):
    for name in sorted(os.listdir(root)):
        folder = os.path.join(root, name)
        if (os.path.isfile(os.path.join(folder, 'scores.txt'))
                and any(f.endswith('.args') for f in os.listdir(folder))):
            yield name, folder


class Case:
    """One option set of one tournament, run on one saved file."""

    def __init__(self, folder, mode, fmt, saved, scratch):
        self.folder, self.mode, self.fmt = folder, mode, fmt
        with open(os.path.join(folder, mode + '.args')) as f:
            self.opts = f.read().split()
        self.out = os.path.join(scratch, '%s.%s.out' % (mode, fmt))
        self.expected = None
        self.writes_tableau = '--tableau' in self.opts
        # As run-conformance.sh does: the tableau goes to a scratch file and
        # is what is compared; otherwise the ranking on standard output.
        if self.writes_tableau:
            i = self.opts.index('--tableau')
            self.expected = os.path.join(folder, self.opts[i + 1])
            self.opts[i + 1] = self.out
        else:
            for ext in ('txt', 'csv'):
                path = os.path.join(folder, '%s.%s' % (mode, ext))
                if os.path.isfile(path):
                    self.expected = path
        # The expected outputs are the reference program's, Valet 1.1.
        self.argv = ['--input', saved, '--compat', '1.1'] + self.opts
        self.status, self.err = None, ''


def run(cli, argv, stdout_path=None):
    with open(stdout_path or os.devnull, 'wb') as out:
        p = subprocess.run([cli] + argv, stdout=out, stderr=subprocess.PIPE, timeout=120)
    return p.returncode, p.stderr.decode('utf-8', 'replace')


def run_case(cli, case):
    case.status, case.err = run(cli, case.argv, None if case.writes_tableau else case.out)
    return case


def judge(comparer, case):
    """(passed, message) for a case whose CLI run has ended."""
    if case.status < 0 or case.status >= 124:
        return False, 'exit status %d (crash or time-out)' % case.status
    if case.expected is None or os.path.getsize(case.expected) == 0:
        return True, 'the reference crashed here; no crash is enough'
    if case.status != 0 or not os.path.isfile(case.out) or os.path.getsize(case.out) == 0:
        return False, 'exit status %d: %s' % (case.status, case.err[:200].strip())
    return compare(comparer, case.expected, case.out)


def save(cli, folder, scratch):
    """The tournament saved in each format: {fmt: path}, or an error."""
    saved = {}
    for fmt in FORMATS:
        path = os.path.join(scratch, 'saved.' + fmt)
        status, err = run(cli, ['--directory', folder, '--save-as', fmt, path])
        if status != 0:
            return None, '--save-as %s: exit status %d: %s' % (fmt, status, err[:200].strip())
        saved[fmt] = path
    return saved, None


def round_trip(cli, comparer, pool, name, folder):
    """Prints one line for the tournament; returns (passed, failed)."""
    with tempfile.TemporaryDirectory(prefix='valet-round-trip-') as scratch:
        saved, error = save(cli, folder, scratch)
        if error:
            print('FAIL %s: %s' % (name, error))
            return 0, 1
        modes = sorted(f[:-5] for f in os.listdir(folder) if f.endswith('.args'))
        cases = [Case(folder, mode, fmt, saved[fmt], scratch)
                 for fmt in FORMATS for mode in modes]
        passed, failures = 0, []
        for case in pool.map(lambda c: run_case(cli, c), cases):
            ok, message = judge(comparer, case)
            if ok:
                passed += 1
            else:
                failures.append('%s/%s via %s: %s' % (name, case.mode, case.fmt, message))
    for failure in failures:
        print('FAIL ' + failure)
    print('%s %s: %d option sets x %d formats, %d agree' % (
        'ok' if not failures else 'not ok', name, len(modes), len(FORMATS), passed))
    sys.stdout.flush()
    return passed, len(failures)


def main(argv):
    if len(argv) != 4:
        print(__doc__)
        return 2
    cli, root, comparer_path = argv[1:]
    if not os.path.isdir(root) or not os.path.isfile(comparer_path):
        print('skipped: no conformance cases at %s or no comparer at %s' % (root, comparer_path))
        return 77
    comparer = load_comparer(comparer_path)
    start = time.monotonic()
    with_leads, without_leads = [], []
    for name, folder in tournaments(root):
        (with_leads if has_leads(folder) else without_leads).append((name, folder))

    passed = failed = 0
    # The CLI runs in parallel; the comparisons, in this thread, in order.
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        for name, folder in with_leads:
            if name in CANNOT_ROUND_TRIP:
                print('CANNOT ROUND-TRIP %s: %s' % (name, CANNOT_ROUND_TRIP[name]))
                continue
            p, f = round_trip(cli, comparer, pool, name, folder)
            passed += p
            failed += f
    print('not run, no leads in their scores: %s' % (
        ', '.join(name for name, _ in without_leads) or 'none'))
    print('%d tournament%s with leads%s, %d comparisons (option sets x %d formats): '
          '%d passed, %d failed, in %.0f s' % (
              len(with_leads), '' if len(with_leads) == 1 else 's',
              ' (%d cannot round-trip)' % len(CANNOT_ROUND_TRIP) if CANNOT_ROUND_TRIP else '',
              passed + failed, len(FORMATS), passed, failed, time.monotonic() - start))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
