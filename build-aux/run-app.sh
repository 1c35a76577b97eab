#!/bin/sh
# Quick start: set everything up, build, and open the bundled sample
# tournament (the 2004 Istanbul Olympiad) in the application.  The
# command-line program stays at build/src/cli/valet-cli, e.g.
#   build/src/cli/valet-cli --directory data/sample --valettype imps --lead
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/build-aux/deps.sh"
valet_install_deps

cd "$top"
[ -f build/build.ninja ] || meson setup build
ninja -C build

# The schema from the build tree, so that the app runs uninstalled.
GSETTINGS_SCHEMA_DIR="$top/build/data${GSETTINGS_SCHEMA_DIR:+:$GSETTINGS_SCHEMA_DIR}"
export GSETTINGS_SCHEMA_DIR
exec build/src/ui/valet data/sample "$@"
