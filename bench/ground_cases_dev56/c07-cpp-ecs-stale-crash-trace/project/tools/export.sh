#!/usr/bin/env bash
# Build a release zip for itch.io: tools/export.sh win64|linux64
set -euo pipefail
target="${1:?usage: export.sh win64|linux64}"
version="$(grep -oP 'project\(pebble VERSION \K[0-9.]+' CMakeLists.txt)"
hash="$(git rev-parse --short=8 HEAD)"
build="build-release-${target}"

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release
cmake --build "$build" --parallel

stage="dist/pebble-${target}"
rm -rf "$stage" && mkdir -p "$stage"
cp "$build/pebble"* "$stage/"
cp -r assets "$stage/assets"
(cd dist && zip -qr "pebble-${version}+${hash}-${target}.zip" "pebble-${target}")
echo "dist/pebble-${version}+${hash}-${target}.zip"
