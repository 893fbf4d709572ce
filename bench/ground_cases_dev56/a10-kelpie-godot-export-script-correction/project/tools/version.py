"""Version lives in project.godot (application/config/version); the build stamps it into
res://version.json so the game can show it and the crash reporter can send it."""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = ROOT / "project.godot"
STAMP = ROOT / "version.json"


def read_version() -> str:
    m = re.search(r'^config/version="([^"]+)"', PROJECT.read_text(encoding="utf-8"), re.MULTILINE)
    if not m:
        raise SystemExit("project.godot has no application/config/version")
    return m.group(1)


def git_hash() -> str:
    out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return out.stdout.strip() or "nogit"


def stamp_version(version: str) -> None:
    STAMP.write_text(json.dumps({"version": version, "commit": git_hash()}) + "\n", encoding="utf-8")


def bump(part: str = "patch") -> str:
    major, minor, patch = (int(x) for x in read_version().split("."))
    major, minor, patch = {"major": (major + 1, 0, 0), "minor": (major, minor + 1, 0),
                           "patch": (major, minor, patch + 1)}[part]
    new = f"{major}.{minor}.{patch}"
    text = PROJECT.read_text(encoding="utf-8")
    PROJECT.write_text(re.sub(r'^config/version="[^"]+"', f'config/version="{new}"', text, flags=re.MULTILINE),
                       encoding="utf-8")
    return new
