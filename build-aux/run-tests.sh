#!/bin/sh
# Quick start: set everything up, build, and run every test suite; then
# the engine, model, command-line, report and library suites again under
# AddressSanitizer, UndefinedBehaviorSanitizer and LeakSanitizer; then
# every fuzz target for a minute (clang's libFuzzer).  Closes with one line
# "N passed, N failed, N skipped".
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/build-aux/deps.sh"
# clang: the fuzz targets; LibreOffice: the workbook as it prints
# (tests/report/test-xlsx-pages.c).
valet_install_deps clang libclang-rt-14-dev libreoffice-calc-nogui

cd "$top"
[ -f build/build.ninja ] || meson setup build
ninja -C build
[ -f build-sanitize/build.ninja ] || \
  meson setup build-sanitize -Db_sanitize=address,undefined -Db_lundef=false
ninja -C build-sanitize
[ -f build-fuzz/build.ninja ] || CC=clang meson setup build-fuzz -Dfuzz=true

status=0
meson test -C build --print-errorlogs || status=1
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
LSAN_OPTIONS=suppressions="$top/build-aux/lsan.supp" \
  meson test -C build-sanitize --print-errorlogs \
    --suite engine --suite model --suite cli --suite report --suite library || status=1

# Each reader's fuzz target for VALET_FUZZ_SECONDS (60) seconds, two at a
# time; a crash, hang or leak fails the run (tests/fuzz/run-fuzz.sh).
fuzz_failed=0
VALET_FUZZ_JOBS=2 "$top/tests/fuzz/run-fuzz.sh" build-fuzz "${VALET_FUZZ_SECONDS:-60}" \
  || { status=1; fuzz_failed=1; }

# One closing line for whoever reads the log: the test cases (GTest
# subtests counted one by one) of both runs, and the fuzz run as one.
python3 "$top/build-aux/count-results.py" --extra-failed "$fuzz_failed" \
  build/meson-logs/testlog.json build-sanitize/meson-logs/testlog.json
exit $status
