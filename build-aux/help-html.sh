#!/bin/sh
# The user guide as HTML pages, for reading without Yelp (F1 opens them
# in the browser when Yelp is missing: src/ui/valet-help.c).
#
# usage: help-html.sh YELP-BUILD ITSTOOL MSGFMT OUTDIR PO PAGE...
# PO is "-" for the English pages; otherwise the language's translation,
# which itstool puts into the pages first, as gnome.yelp does.  OUTDIR is
# made whole in a folder beside it and then put in place, so that a
# failed run leaves no half-made guide.
set -e
yelp_build=$1 itstool=$2 msgfmt=$3 out=$4 po=$5
shift 5
work="$out.tmp"
rm -rf "$work"
mkdir -p "$work/html"
if [ "$po" != "-" ]; then
  mkdir "$work/pages"
  "$msgfmt" -o "$work/help.mo" "$po"
  "$itstool" -m "$work/help.mo" -o "$work/pages" "$@"
  set -- "$work"/pages/*.page
fi
"$yelp_build" html -o "$work/html/" "$@"
test -f "$work/html/index.html"
rm -rf "$out"
mv "$work/html" "$out"
rm -rf "$work"
