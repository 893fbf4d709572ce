#!/usr/bin/env bash
set -euo pipefail

VERSION="${1:?version}"
if [[ ! "$VERSION" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "bad version $VERSION" >&2
  exit 1
fi
git tag "v$VERSION"
git push origin "v$VERSION"
