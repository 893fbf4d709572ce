#!/usr/bin/env python3
"""Set the package version: python scripts/bump_version.py 1.10.0"""
from __future__ import annotations

import re
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"
INIT = ROOT / "src" / "tidyq" / "__init__.py"
CHANGELOG = ROOT / "CHANGELOG.md"
VERSION_RE = re.compile(r"^\d+\.\d+\.\d+((a|b|rc)\d+)?$")


def update_pyproject(version: str, path: Path = PYPROJECT) -> None:
    text = path.read_text()
    new, n = re.subn(r'(?m)^version = "[^"]+"$', f'version = "{version}"', text, count=1)
    if n != 1:
        raise SystemExit(f"no version line in {path}")
    path.write_text(new)


def update_init(version: str, path: Path = INIT) -> None:
    text = path.read_text()
    new, n = re.subn(r'(?m)^__version__ = "[^"]+"$', f'__version__ = "{version}"', text, count=1)
    if n != 1:
        raise SystemExit(f"no __version__ line in {path}")
    path.write_text(new)


def roll_changelog(version: str, today: date | None = None, path: Path = CHANGELOG) -> None:
    text = path.read_text()
    marker = "## Unreleased\n"
    if marker not in text:
        raise SystemExit(f"no '## Unreleased' section in {path}")
    header = f"## {version} - {(today or date.today()).isoformat()}\n"
    path.write_text(text.replace(marker, f"{marker}\n{header}", 1))


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not VERSION_RE.match(argv[0]):
        print("usage: bump_version.py X.Y.Z[aN|bN|rcN]", file=sys.stderr)
        return 2
    version = argv[0]
    update_pyproject(version)
    update_init(version)
    roll_changelog(version)
    print(f"version set to {version}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
