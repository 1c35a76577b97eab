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
# status 1.  An input that takes longer than VALET_FUZZ_TIMEOUT seconds
# (10) is a hang; any over one second is named in the target's log.
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

# ninja reports a failed build on standard output: keep it for the log.
if ! ninja -C "$build" $(for t in $targets; do printf 'tests/fuzz/fuzz-%s ' "$t"; done) \
  src/cli/valet-cli tests/formats/write-bws-fixtures > "$build/fuzz-build.log"; then
  cat "$build/fuzz-build.log"
  echo "run-fuzz.sh: the fuzz targets do not build" >&2
  exit 1
fi

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
# Rows far wider than their header, as spreadsheets pad them: a CSV row
# of 30,000 commas, a PBN score-table row of 20,000 cells too many, a
# text line of 30,000 fields.
head -c 30000 /dev/zero | tr '\0' ',' > "$work/wide-row"
{ printf 'board,north,east,south,west,contract,declarer,tricks\n1,a,b,c,d,4S,N,10'
  cat "$work/wide-row"; printf '\n1,e,f,g,h,4S,N,9\n'; } > "$work/seeds/csv/wide-row.csv"
{ sed -n '1,12p' "$top/tests/formats/data/pbn-spec-names.pbn"
  sed -n '13p' "$top/tests/formats/data/pbn-spec-names.pbn" | tr -d '\n'
  head -c 20000 /dev/zero | tr '\0' 'x' | sed 's/x/ x/g'; printf '\n'
  sed '1,13d' "$top/tests/formats/data/pbn-spec-names.pbn"; } > "$work/seeds/pbn/wide-row.pbn"
{ printf 'a|A\nb|B\nc|C\nd|D\n\0001|1|a|b|c|d|4S|N|10'
  tr ',' '|' < "$work/wide-row"; printf '\n'; } > "$work/seeds/text/wide-row"
rm -f "$work/wide-row"
# The same files in UTF-16 and UTF-32 with a byte order mark, as the
# readers get them after decoding (and broken where it is cut short).
for t in csv pbn usebio; do
  for f in "$work/seeds/$t"/*; do
    case $f in *-utf16*|*wide-row*) continue ;; esac
    iconv -f UTF-8 -t UTF-16 "$f" > "$f-utf16" 2>/dev/null || rm -f "$f-utf16"
  done
done
iconv -f UTF-8 -t UTF-32 "$top/tests/formats/data/pbn-spec-names.pbn" \
  > "$work/seeds/pbn/utf32-pbn-spec-names.pbn"
head -c 301 "$top/tests/formats/data/usebio-pairs.xml" | iconv -f UTF-8 -t UTF-16 \
  | head -c 401 > "$work/seeds/usebio/cut-utf16.xml"
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
       -max_total_time="$seconds" -timeout="${VALET_FUZZ_TIMEOUT:-10}" \
       -report_slow_units=1 -rss_limit_mb=2048 \
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
