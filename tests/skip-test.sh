#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Stands in for a test whose tool or data is missing: says why and exits
# 77, which meson counts as skipped.
#   skip-test.sh REASON...
echo "skipped: $*"
exit 77
