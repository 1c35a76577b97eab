#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a temporary folder and checks what lands there:
#   check-install.sh BUILD_DIR PREFIX DATADIR MANDIR BINDIR LOCALEDIR
# (the last five as meson knows them: absolute, or relative to PREFIX).
set -eu

build=$1 prefix=$2
abs () { case $1 in /*) echo "$1" ;; *) echo "$prefix/$1" ;; esac; }
datadir=$(abs "$3") mandir=$(abs "$4") bindir=$(abs "$5") localedir=$(abs "$6")

dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
meson install -C "$build" --no-rebuild --quiet --destdir "$dest" >/dev/null

n=0 failed=0
result () {
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi
}
exists () {
  [ -s "$dest$1" ]; result $? "installed: $1"
}

echo "1..20"
version=$("$dest$bindir/valet-cli" --version 2>&1) || true
[ "$version" = "valet-cli 0.1.0" ]; result $? "installed valet-cli --version: $version"
[ -x "$dest$bindir/valet" ]; result $? "installed: $bindir/valet"
exists "$datadir/help/C/valet/index.page"
exists "$datadir/help/C/valet/scoring-split.page"
exists "$datadir/help/de/valet/index.page"
exists "$datadir/help/pl/valet/index.page"
exists "$datadir/icons/hicolor/scalable/apps/org.valetbridge.Valet.svg"
exists "$datadir/icons/hicolor/symbolic/apps/org.valetbridge.Valet-symbolic.svg"
exists "$datadir/applications/org.valetbridge.Valet.desktop"
exists "$datadir/metainfo/org.valetbridge.Valet.metainfo.xml"
exists "$datadir/mime/packages/org.valetbridge.Valet.xml"
exists "$datadir/glib-2.0/schemas/org.valetbridge.Valet.gschema.xml"
exists "$mandir/man1/valet-cli.1"
exists "$localedir/de/LC_MESSAGES/valet.mo"
exists "$localedir/pl/LC_MESSAGES/valet.mo"

# The translated desktop entry, and a MIME database that knows PBN files.
grep -q '^GenericName\[de\]=' "$dest$datadir/applications/org.valetbridge.Valet.desktop"
result $? "desktop file translated into German"
grep -q '^MimeType=.*application/x-pbn;' "$dest$datadir/applications/org.valetbridge.Valet.desktop"
result $? "desktop file opens application/x-pbn"
if command -v update-mime-database >/dev/null 2>&1; then
  update-mime-database "$dest$datadir/mime" >/dev/null 2>&1 \
    && grep -q '^50:application/x-pbn:\*\.pbn$' "$dest$datadir/mime/globs2" \
    && grep -q 'application/x-usebio+xml' "$dest$datadir/mime/XMLnamespaces"
  result $? "shared-mime-info reads the PBN and USEBIO types"
else
  echo "ok $((n = n + 1)) # SKIP update-mime-database not installed"
fi
# The help in German, as yelp finds it for a German user.
grep -q '<title>Erste Schritte</title>' "$dest$datadir/help/de/valet/index.page"
result $? "German help index translated"
LANGUAGE=de LC_ALL=C.UTF-8 TEXTDOMAINDIR="$dest$localedir" \
  gettext -d valet "Open Tournament Results" | grep -q 'Turnierergebnisse öffnen'
result $? "installed German catalogue translates"
exit $failed
