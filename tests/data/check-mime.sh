#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The MIME types Valet installs, as GIO (Files, the file chooser) tells
# files with them: PBN and Bridgemate databases by name and content,
# USEBIO by its root element whatever the file is called, and other XML,
# chess games and Access databases left to their own types.  The desktop
# file claims these types and the folder of Valet text, nothing else.
#   check-mime.sh MIME_XML DESKTOP_FILE FORMATS_DATA_DIR
set -u
mime_xml=$1 desktop=$2 data=$3

if ! command -v update-mime-database >/dev/null 2>&1 || ! command -v gio >/dev/null 2>&1; then
  echo "1..0 # SKIP update-mime-database or gio is not installed"
  exit 0
fi
system=/usr/share/mime/packages/freedesktop.org.xml
[ -f "$system" ] || { echo "1..0 # SKIP no $system"; exit 0; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/mime/packages" "$tmp/files"
cp "$system" "$mime_xml" "$tmp/mime/packages/"
update-mime-database "$tmp/mime" >/dev/null 2>&1

n=0 failed=0
result () {
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi
}
type_of () {
  XDG_DATA_HOME="$tmp" XDG_DATA_DIRS="$tmp" gio info -a standard::content-type "$1" 2>/dev/null \
    | sed -n 's/^ *standard::content-type: //p'
}
expect () {   # FILE TYPE
  got=$(type_of "$tmp/files/$1")
  [ "$got" = "$2" ]; result $? "$1 is $2 (got $got)"
}

f=$tmp/files
cp "$data/magic-contest.pbn" "$f/results.pbn"
cp "$data/magic-contest.pbn" "$f/pbn-without-extension"
printf '[Event "Club pairs"]\n[Site "Club"]\n[Board "1"]\n' > "$f/pbn-games"
printf '[Event "Club championship"]\n[White "A"]\n[Black "B"]\n' > "$f/chess-game"
cp "$data/usebio-compscore.xml" "$f/usebio.xml"
cp "$data/usebio-bom.xml" "$f/usebio-bom.xml"
cp "$data/usebio-pairs.xml" "$f/usebio-named-otherwise"
printf '<?xml version="1.0"?>\n<catalogue><item/></catalogue>\n' > "$f/other.xml"
# An Access database's first page: Jet 3 and ACE (Access 2007 and later).
printf '\000\001\000\000Standard Jet DB\000\000\000\000\000' > "$f/session.bws"
printf '\000\001\000\000Standard ACE DB\000\000\000\000\000' > "$f/session-ace.bws"
printf '\000\001\000\000Standard Jet DB\000\000\000\000\000' > "$f/database.mdb"

echo "1..12"
expect results.pbn application/x-pbn
expect pbn-without-extension application/x-pbn
expect pbn-games application/x-pbn
expect chess-game application/vnd.chess-pgn
expect usebio.xml application/x-usebio+xml
expect usebio-bom.xml application/x-usebio+xml
expect usebio-named-otherwise application/x-usebio+xml
expect other.xml application/xml
expect session.bws application/x-bridgemate-bws
expect session-ace.bws application/x-bridgemate-bws
expect database.mdb application/vnd.ms-access

claimed=$(sed -n 's/^MimeType=//p' "$desktop")
[ "$claimed" = "application/x-pbn;application/x-usebio+xml;application/x-bridgemate-bws;inode/directory;" ]
result $? "the desktop file claims Valet's types and folders only: $claimed"
exit $failed
