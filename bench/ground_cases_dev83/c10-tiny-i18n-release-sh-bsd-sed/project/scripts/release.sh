#!/usr/bin/env bash
# Usage: scripts/release.sh [patch|minor|major]
set -euo pipefail

PART="${1:-patch}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

die() { echo "release: $*" >&2; exit 1; }

check_clean() {
  [[ -z "$(git status --porcelain)" ]] || die "working tree not clean"
  [[ "$(git rev-parse --abbrev-ref HEAD)" == "main" ]] || die "not on main"
}

next_version() {
  local cur="$1" major minor patch
  IFS=. read -r major minor patch <<<"$cur"
  case "$PART" in
    major) echo "$((major + 1)).0.0" ;;
    minor) echo "$major.$((minor + 1)).0" ;;
    patch) echo "$major.$minor.$((patch + 1))" ;;
    *) die "unknown part: $PART" ;;
  esac
}

bump_version() {
  local new="$1"
  sed -i "s/\"version\": \"[^\"]*\"/\"version\": \"$new\"/" package.json
}

update_changelog() {
  local new="$1" today
  today="$(date +%Y-%m-%d)"
  {
    echo "## $new - $today"
    echo
    git log --pretty='- %s' "v$CUR..HEAD"
    echo
    cat CHANGELOG.md
  } > CHANGELOG.md.tmp
  mv CHANGELOG.md.tmp CHANGELOG.md
}

check_clean
CUR="$(node -p "require('./package.json').version")"
NEW="$(next_version "$CUR")"
echo "releasing $CUR -> $NEW"

npm test
bump_version "$NEW"
update_changelog "$NEW"

git commit -am "release: v$NEW"
git tag -a "v$NEW" -m "v$NEW"
git push --follow-tags origin main
echo "done. now run: npm publish"
