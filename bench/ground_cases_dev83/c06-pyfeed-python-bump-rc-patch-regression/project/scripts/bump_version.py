#!/usr/bin/env python3
"""Bump the package version.

    python scripts/bump_version.py major|minor|patch|rc

rc starts a release candidate of the next minor (2.3.1 -> 2.4.0rc1) or bumps the
current one (2.4.0rc1 -> 2.4.0rc2); patch on an rc finalizes it (2.4.0rc2 -> 2.4.0).
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INIT = ROOT / "src" / "pyfeed" / "__init__.py"
INIT_RE = re.compile(r'^__version__ = "([^"]+)"$', re.M)
PARTS = ("major", "minor", "patch", "rc")
SEMVER_RE = re.compile(r"^(\d+)\.(\d+)\.(\d+)(?:rc(\d+))?$")


def parse(version: str) -> tuple[int, int, int, int]:
    """(major, minor, patch, rc); rc is 0 for a final release."""
    m = SEMVER_RE.match(version)
    if not m:
        raise ValueError(f"not a version: {version!r}")
    major, minor, patch = (int(x) for x in m.group(1, 2, 3))
    return major, minor, patch, int(m.group(4) or 0)


def bump(version: str, part: str) -> str:
    major, minor, patch, rc = parse(version)
    if part == "major":
        return f"{major + 1}.0.0"
    if part == "minor":
        return f"{major}.{minor + 1}.0"
    if part == "patch":
        if rc is not None:  # 2.4.0rc2 -> 2.4.0
            return f"{major}.{minor}.{patch}"
        return f"{major}.{minor}.{patch + 1}"
    if part == "rc":
        if rc:
            return f"{major}.{minor}.{patch}rc{rc + 1}"
        return f"{major}.{minor + 1}.0rc1"
    raise ValueError(f"unknown part {part!r}, expected one of {PARTS}")


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in PARTS:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    text = INIT.read_text(encoding="utf-8")
    m = INIT_RE.search(text)
    if not m:
        print(f"no __version__ in {INIT}", file=sys.stderr)
        return 1
    new = bump(m.group(1), argv[0])
    INIT.write_text(INIT_RE.sub(f'__version__ = "{new}"', text, count=1), encoding="utf-8")
    print(f"{m.group(1)} -> {new}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
