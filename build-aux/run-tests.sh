#!/bin/sh
# Quick start: set everything up, build, and run every test suite, then
# the engine and command-line suites again under AddressSanitizer and
# UndefinedBehaviorSanitizer.  Closes with one line "N passed, N failed".
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/build-aux/deps.sh"
valet_install_deps

cd "$top"
[ -f build/build.ninja ] || meson setup build
ninja -C build
[ -f build-sanitize/build.ninja ] || \
  meson setup build-sanitize -Db_sanitize=address,undefined -Db_lundef=false
ninja -C build-sanitize

status=0
meson test -C build --print-errorlogs || status=1
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
  meson test -C build-sanitize --print-errorlogs --suite engine --suite cli || status=1

# One closing line for whoever reads the log: the test cases (GTest
# subtests counted one by one) of both runs.
python3 "$top/build-aux/count-results.py" \
  build/meson-logs/testlog.json build-sanitize/meson-logs/testlog.json
exit $status
