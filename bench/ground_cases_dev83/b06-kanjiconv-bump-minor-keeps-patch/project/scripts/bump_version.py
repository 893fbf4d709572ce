#!/usr/bin/env python3
"""Bump __version__ in src/kanjiconv/__init__.py.

    python scripts/bump_version.py patch|minor|major [--dry-run]
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

INIT = Path(__file__).resolve().parent.parent / "src" / "kanjiconv" / "__init__.py"
VERSION_LINE = re.compile(r'^__version__ = "(\d+)\.(\d+)\.(\d+)"$', re.MULTILINE)


def current(text: str) -> tuple[int, int, int]:
    m = VERSION_LINE.search(text)
    if m is None:
        raise SystemExit(f"no __version__ line in {INIT}")
    major, minor, patch = (int(g) for g in m.groups())
    return major, minor, patch


def bump(version: tuple[int, int, int], part: str) -> str:
    major, minor, patch = version
    if part == "major":
        return f"{major + 1}.0.0"
    if part == "minor":
        return f"{major}.{minor + 1}.{patch}"
    if part == "patch":
        return f"{major}.{minor}.{patch + 1}"
    raise ValueError(f"unknown part: {part}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("part", choices=["major", "minor", "patch"])
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)

    text = INIT.read_text(encoding="utf-8")
    old = ".".join(map(str, current(text)))
    new = bump(current(text), args.part)
    print(f"{old} -> {new}")
    if not args.dry_run:
        INIT.write_text(VERSION_LINE.sub(f'__version__ = "{new}"', text), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
