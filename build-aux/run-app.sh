#!/bin/sh
# Quick start: set everything up, build, and score the bundled sample
# tournament (the 2004 Istanbul Olympiad) in the default mode.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/build-aux/deps.sh"
valet_install_deps

cd "$top"
[ -f build/build.ninja ] || meson setup build
ninja -C build

exec build/src/cli/valet-cli --directory data/sample --valettype imps --lead "$@"
