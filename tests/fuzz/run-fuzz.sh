#!/bin/sh
# Runs the libFuzzer targets of tests/fuzz for a while each, every target
# seeded with the bundled tournaments (tests/fixtures) and the format
# samples (tests/formats/data).
#
#   CC=clang meson setup /tmp/build-fuzz . -Dfuzz=true
#   tests/fuzz/run-fuzz.sh /tmp/build-fuzz [SECONDS] [TARGET...]
#
# SECONDS per target (default 30); TARGETs among text, pbn, pbn-games,
# usebio, csv, bws and contract (default all).  VALET_FUZZ_JOBS=2 runs two at
# once.  The corpus grows in BUILD/fuzz/corpus/TARGET; a crash, hang or
# leak is saved in BUILD/fuzz/artifacts/ and makes the script exit with
# status 1.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
build=${1:?usage: run-fuzz.sh BUILD_DIR [SECONDS] [TARGET...]}
build=$(cd "$build" && pwd)
seconds=${2:-30}
[ $# -gt 2 ] && shift 2 || set --
targets=${*:-text pbn pbn-games usebio csv bws contract}
jobs=${VALET_FUZZ_JOBS:-1}
work=$build/fuzz

ninja -C "$build" $(for t in $targets; do printf 'tests/fuzz/fuzz-%s ' "$t"; done) \
  src/cli/valet-cli tests/formats/write-bws-fixtures >/dev/null

mkdir -p "$work/artifacts"
for t in text pbn pbn-games usebio csv bws contract; do
  mkdir -p "$work/seeds/$t" "$work/corpus/$t"
done

# Seeds: names.txt, a NUL byte and the start of scores.txt for the text
# target; PBN and CSV made from the same tournaments (CSV also as
# valet-cli saves it, with the players' ids); the samples.
for dir in "$top"/tests/fixtures/*/; do
  name=$(basename "$dir")
  [ -f "$dir/names.txt" ] || continue
  { cat "$dir/names.txt"; printf '\0'; head -n 200 "$dir/scores.txt"; } \
    > "$work/seeds/text/$name"
  awk -F'|' 'BEGIN { print "round,board,north,east,south,west,contract,declarer,tricks,lead" }
             /^[^#]/ && NR <= 200 { OFS = ","; $1 = $1; print }' \
    "$dir/scores.txt" > "$work/seeds/csv/$name.csv"
  case $name in
    examples-*)
      "$build/src/cli/valet-cli" --directory "$dir" --save-as pbn \
        "$work/seeds/pbn/$name.pbn" >/dev/null 2>&1 || true
      "$build/src/cli/valet-cli" --directory "$dir" --save-as csv \
        "$work/seeds/csv/$name-saved.csv" >/dev/null 2>&1 || true ;;
  esac
done
cp "$top"/tests/formats/data/*.pbn "$work/seeds/pbn/"
# One game per table: the samples of that shape, and one of each kind of
# score table file, which the reader tells apart from them.
cp "$top"/tests/formats/data/pbn-games-*.pbn "$top"/tests/formats/data/pbn-total-names.pbn \
   "$top"/tests/formats/data/pbn-frequency.pbn "$work/seeds/pbn-games/"
cp "$top"/tests/formats/data/*.xml "$work/seeds/usebio/"
# USEBIO as minified exports write it: the whole file on one line.
for f in "$top"/tests/formats/data/usebio-compscore.xml "$top"/tests/formats/data/usebio-sections.xml; do
  tr -d '\r\n' < "$f" > "$work/seeds/usebio/one-line-$(basename "$f")"
done
# Bridgemate databases: the tests' own; the real ones beside the source
# tree, when they are there, are read from there (run_one), not copied.
"$build/tests/formats/write-bws-fixtures" "$work/seeds/bws"
printf '4S\nN\n10\nSA' > "$work/seeds/contract/plain"
printf '3NTX\nEast\n9\nH10' > "$work/seeds/contract/doubled"
printf '7C**\nw\n13\nd2' > "$work/seeds/contract/redoubled"
printf 'Pass' > "$work/seeds/contract/pass"
printf '2hxx\nS\n0\n-' > "$work/seeds/contract/no-lead"

run_one ()
{
  t=$1
  log=$work/fuzz-$t.log
  # A database is pages of 2 or 4 KB: room for the real file's 553 pages.
  max_len=65536
  more=""
  if [ "$t" = bws ]; then
    max_len=1200000
    [ -d "$top/../shared/realworld/bridgemate" ] && more="$top/../shared/realworld/bridgemate"
  fi
  # shellcheck disable=SC2086 # $more: no folder, or one without spaces
  if "$build/tests/fuzz/fuzz-$t" "$work/corpus/$t" "$work/seeds/$t" $more \
       -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
       -max_len="$max_len" -print_final_stats=1 \
       -artifact_prefix="$work/artifacts/$t-" >"$log" 2>&1; then
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "fuzz-$t: ${seconds} s, ${execs:-?} executions, no crash"
  else
    echo "fuzz-$t: FAILED, see $log and $work/artifacts/" >&2
    return 1
  fi
}

status=0
running=""
for t in $targets; do
  run_one "$t" &
  running="$running $!"
  # At most $jobs at once: wait for the oldest.
  set -- $running
  if [ $# -ge "$jobs" ]; then
    wait "$1" || status=1
    shift
    running="$*"
  fi
done
for p in $running; do wait "$p" || status=1; done
exit $status
