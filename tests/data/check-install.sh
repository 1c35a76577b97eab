#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a temporary DESTDIR as a packager does, runs
# there what GNOME would run after installing (the schemas compiled, the
# icon, desktop and MIME caches), and checks the installed programs and
# where their files land: the programs' --version, the window on the
# bundled sample (under Xvfb), the help, the translations, the icons, the
# metainfo and desktop file as GNOME Software and the shell read them.
#   check-install.sh BUILD_DIR PREFIX DATADIR MANDIR BINDIR LOCALEDIR SAMPLE_DIR
# (DATADIR to LOCALEDIR as meson knows them: absolute, or relative to PREFIX).
# Not -e: a check that fails says so and the others still run.
set -u

build=$1 prefix=$2 sample=$7
abs () { case $1 in /*) echo "$1" ;; *) echo "$prefix/$1" ;; esac; }
datadir=$(abs "$3") mandir=$(abs "$4") bindir=$(abs "$5") localedir=$(abs "$6")
app_id=org.valetbridge.Valet

dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
meson install -C "$build" --no-rebuild --destdir "$dest" >"$dest.log" 2>&1 \
  || { cat "$dest.log"; echo "Bail out! meson install failed"; rm -f "$dest.log"; exit 1; }
install_log=$(cat "$dest.log"); rm -f "$dest.log"
share=$dest$datadir bin=$dest$bindir

n=0 failed=0
result () {
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi
}
skip () {
  n=$((n + 1)); echo "ok $n # SKIP $1"
}
exists () {
  [ -s "$dest$1" ]; result $? "installed: $1"
}
has () { command -v "$1" >/dev/null 2>&1; }

echo "1..36"
# meson's post-install steps (gnome.post_install()), which it leaves to
# the packager's triggers under DESTDIR; without the compiled schema the
# installed application aborts at start.
for step in glib-compile-schemas gtk-update-icon-cache update-desktop-database; do
  printf '%s\n' "$install_log" | grep -q "install script.*$step"
  result $? "meson install runs $step after installing"
done
# What those steps do, here, as a package's triggers do it.
glib-compile-schemas "$share/glib-2.0/schemas"
has gtk-update-icon-cache && gtk-update-icon-cache -q -t -f "$share/icons/hicolor"
has update-desktop-database && update-desktop-database -q "$share/applications"

version=$("$bin/valet-cli" --version 2>&1) || true
[ "$version" = "valet-cli 0.1.0" ]; result $? "installed valet-cli --version: $version"
version=$(env -u DISPLAY -u WAYLAND_DISPLAY "$bin/valet" --version 2>&1) || true
[ "$version" = "valet 0.1.0" ]; result $? "installed valet --version, without a display: $version"

exists "$datadir/help/C/valet/index.page"
exists "$datadir/help/C/valet/scoring-split.page"
exists "$datadir/help/de/valet/index.page"
exists "$datadir/help/pl/valet/index.page"
# The guide as HTML, which F1 opens in the browser without Yelp
# (help/html, made when yelp-build is installed).
if has yelp-build; then
  html=0
  for lang in C de pl; do
    [ -s "$share/valet/help/$lang/index.html" ] || html=1
  done
  result $html "installed: the HTML guide, $datadir/valet/help/{C,de,pl}/index.html"
else
  skip "yelp-build is not installed: no HTML guide"
fi
exists "$datadir/icons/hicolor/scalable/apps/$app_id.svg"
exists "$datadir/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
exists "$datadir/applications/$app_id.desktop"
exists "$datadir/metainfo/$app_id.metainfo.xml"
exists "$datadir/mime/packages/$app_id.xml"
exists "$datadir/glib-2.0/schemas/$app_id.gschema.xml"
exists "$mandir/man1/valet-cli.1"
exists "$localedir/de/LC_MESSAGES/valet.mo"
exists "$localedir/pl/LC_MESSAGES/valet.mo"
completion=$(find "$dest" -path '*/bash-completion/completions/valet-cli' | head -n 1)
[ -n "$completion" ]; result $? "installed: bash completion ${completion#"$dest"}"

# The desktop file and metainfo, as the shell and GNOME Software read them.
grep -q '^GenericName\[de\]=' "$share/applications/$app_id.desktop"
result $? "desktop file translated into German"
grep -q '^MimeType=.*application/x-pbn;' "$share/applications/$app_id.desktop"
result $? "desktop file opens application/x-pbn"
grep -q "^Icon=$app_id$" "$share/applications/$app_id.desktop"
result $? "desktop file names the installed icon"
if has desktop-file-validate; then
  desktop-file-validate "$share/applications/$app_id.desktop"
  result $? "desktop-file-validate passes the installed desktop file"
else
  skip "desktop-file-validate is not installed"
fi
if has appstreamcli; then
  appstreamcli validate --no-net --pedantic "$share/metainfo/$app_id.metainfo.xml" >/dev/null
  result $? "appstreamcli validate --pedantic passes the installed metainfo"
  grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$share/metainfo/$app_id.metainfo.xml"
  result $? "metainfo launches the installed desktop file"
else
  skip "appstreamcli is not installed"
  skip "appstreamcli is not installed"
fi
if has update-mime-database; then
  update-mime-database "$share/mime" >/dev/null 2>&1 \
    && grep -q '^50:application/x-pbn:\*\.pbn$' "$share/mime/globs2" \
    && grep -q 'application/x-usebio+xml' "$share/mime/XMLnamespaces"
  result $? "shared-mime-info reads the PBN and USEBIO types"
else
  skip "update-mime-database is not installed"
fi
[ -f "$share/icons/hicolor/icon-theme.cache" ] || ! has gtk-update-icon-cache
result $? "icon cache of the installed hicolor theme"

# The help and the translations in German, as yelp and gettext find them.
grep -q '<title>Erste Schritte</title>' "$share/help/de/valet/index.page"
result $? "German help index translated"
LANGUAGE=de LC_ALL=C.UTF-8 TEXTDOMAINDIR="$dest$localedir" \
  gettext -d valet "Open Tournament Results" | grep -q 'Turnierergebnisse öffnen'
result $? "installed German catalogue translates"
# The programs look for the catalogues under the prefix they were built
# for; VALET_LOCALEDIR points them into the DESTDIR.
LANGUAGE=de LC_ALL=C.UTF-8 VALET_LOCALEDIR="$dest$localedir" "$bin/valet-cli" --help \
  | grep -q 'Die Eingabedateien aus DIR lesen'
result $? "LANGUAGE=de valet-cli --help in German"
LANGUAGE=de LC_ALL=C.UTF-8 VALET_LOCALEDIR="$dest$localedir" "$bin/valet-cli" --directory /nonexistent 2>&1 \
  | grep -q 'kann nicht gelesen werden'
result $? "LANGUAGE=de valet-cli's messages in German"

# The installed window on the sample, under Xvfb, with nothing but the
# DESTDIR's data folder and schemas: its title names the sample (it was
# read), and it is still running three seconds later, with every
# critical warning fatal.
if ! has xvfb-run || ! has xwininfo; then
  for i in 1 2 3 4; do skip "xvfb-run or xwininfo (x11-utils) is not installed"; done
  exit $failed
fi
home=$dest/home
mkdir -p "$home"
cat >"$dest/run-window.sh" <<'SCRIPT'
#!/bin/sh
# Inside xvfb-run: starts the window, waits for its title, and says
# whether it still runs three seconds later.
"$VALET" "$SAMPLE" 2>"$ERRORS" &
pid=$!
i=0
while [ $i -lt 30 ]; do
  xwininfo -root -tree 2>/dev/null | grep -q '"sample — ' && break
  sleep 0.5; i=$((i + 1))
done
xwininfo -root -tree 2>/dev/null | grep '"sample — ' >"$TITLE" || true
sleep 3
if kill -0 $pid 2>/dev/null; then echo running >"$STATE"; kill $pid; fi
wait $pid || true
SCRIPT
run_session=""
has dbus-run-session && run_session="dbus-run-session --"
env -i PATH="$PATH" HOME="$home" LC_ALL=C.UTF-8 \
  XDG_DATA_DIRS="$share:/usr/share" XDG_DATA_HOME="$home/data" \
  XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" \
  GSETTINGS_BACKEND=memory G_DEBUG=fatal-criticals \
  GDK_BACKEND=x11 GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none \
  VALET="$bin/valet" SAMPLE="$sample" ERRORS="$dest/errors" TITLE="$dest/title" STATE="$dest/state" \
  $run_session xvfb-run -a -s '-screen 0 1400x900x24' sh "$dest/run-window.sh" >/dev/null 2>&1 || true
[ -s "$dest/title" ]; result $? "installed valet shows the sample: $(sed 's/^[^"]*"\([^"]*\)".*/\1/' "$dest/title" 2>/dev/null)"
[ "$(cat "$dest/state" 2>/dev/null)" = running ]; result $? "installed valet still runs 3 s after showing it"
! grep -q -e CRITICAL -e '-ERROR' "$dest/errors"
result $? "installed valet: no critical warning or error$(head -c 300 "$dest/errors" | tr '\n' ' ' | sed 's/^./: &/')"
[ ! -e "$home/data/valet" ] || [ -z "$(ls -A "$home/data/valet")" ]
result $? "opening results writes nothing to the user's data folder"
exit $failed
