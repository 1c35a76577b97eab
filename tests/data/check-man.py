#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every option that `valet-cli --help` lists is in the manual page.

  check-man.py VALET_CLI MAN_PAGE

Prints TAP."""
import re
import subprocess
import sys

cli, page = sys.argv[1], sys.argv[2]
out = subprocess.run([cli, '--help'], capture_output=True, text=True, check=True,
                     env={'LC_ALL': 'C', 'PATH': '/usr/bin:/bin'}).stdout
options = sorted(set(re.findall(r'^\s+(?:-\w, )?(--[\w-]+)', out, re.M)))
# troff writes each '-' of an option as '\-'.
man = open(page, encoding='utf-8').read().replace('\\-', '-')
print('1..%d' % (len(options) + 1))
print('%s 1 - valet-cli --help lists options # %d' % ('ok' if len(options) > 20 else 'not ok',
                                                     len(options)))
failed = len(options) <= 20
for i, option in enumerate(options, 2):
    ok = re.search(r'\\fB' + re.escape(option) + r'\\fR', man) is not None
    failed |= not ok
    print('%s %d - %s in the manual page' % ('ok' if ok else 'not ok', i, option))
sys.exit(1 if failed else 0)
