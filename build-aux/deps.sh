#!/bin/sh
# Installs what building and testing need, from Debian's packages.
# Sourced by the other scripts in this folder.
set -e

VALET_PACKAGES="gcc meson ninja-build pkg-config libglib2.0-dev gettext python3
  libgtk-4-dev libadwaita-1-dev desktop-file-utils xvfb xauth
  libxlsxwriter-dev libcairo2-dev libpango1.0-dev poppler-utils unzip
  appstream yelp-tools itstool shared-mime-info locales mdbtools-dev
  libpoppler-glib-dev tidy libminizip-dev libxml2-dev x11-utils chromium
  libdds-dev
  libsqlite3-dev"
# yelp-tools: yelp-check validates the guide's pages; yelp-build makes
# them HTML (help/html), which F1 opens in the browser without Yelp.
# x11-utils: xwininfo, with which tests/data/check-install.sh reads the
# installed window's title under Xvfb.
# tidy: the HTML site's pages are checked with it (tests/report).
# chromium: the site laid out at a phone's width and printed, headless
# (tests/report/check-site-browser.py).
# libminizip-dev, libxml2-dev: a finished workbook is read back with them
# before it replaces an earlier file: its ZIP entries and their checksums,
# and its XML parts (valet-xlsx-check.c).
# libdds-dev: Bo Haglund's double-dummy solver (DDS 2.9), with which
# src/engine/dd/ makes the deals' tables of tricks, par and lead solves.
# libsqlite3-dev: the library of events, one SQLite file
# (src/engine/library/).
# mdbtools-dev: libmdb, which reads Bridgemate .bws (MS Access) files.
# libpoppler-glib-dev: printing draws the PDF report's pages.
# locales: the sources of the German and Polish locales, which the tests
# of number formats compile into the build tree (tests/locale): no locale
# is generated system-wide.

valet_install_deps ()
{
  missing=""
  for p in $VALET_PACKAGES $*; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" \
      || missing="$missing $p"
  done
  [ -z "$missing" ] && return 0

  if [ "$(id -u)" -eq 0 ]; then
    as_root=""
  elif command -v sudo >/dev/null 2>&1; then
    as_root="sudo"
  else
    echo "Please install as root:$missing" >&2
    return 1
  fi
  echo "Installing:$missing"
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq --no-install-recommends $missing
}
