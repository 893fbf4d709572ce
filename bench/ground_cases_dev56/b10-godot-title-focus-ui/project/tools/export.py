#!/usr/bin/env python3
"""Export release builds with Godot and zip them as dist/hoshizora-<version>-<platform>.zip."""
import configparser
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
PRESETS = {"windows": "Windows Desktop", "mac": "macOS", "linux": "Linux", "web": "Web"}
GODOT = shutil.which("godot") or "/Applications/Godot.app/Contents/MacOS/Godot"


def project_version() -> str:
    for line in (ROOT / "project.godot").read_text().splitlines():
        if line.startswith("config/version="):
            return line.split("=", 1)[1].strip('"')
    raise SystemExit("config/version missing in project.godot")


def git_hash() -> str:
    sha = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    return sha + ("-dirty" if dirty else "")


def export(platform: str, version: str) -> Path:
    out_dir = DIST / f"{platform}"
    shutil.rmtree(out_dir, ignore_errors=True)
    out_dir.mkdir(parents=True)
    exe = {"windows": "Hoshizora.exe", "mac": "Hoshizora.zip", "linux": "Hoshizora.x86_64", "web": "index.html"}[platform]
    subprocess.run([GODOT, "--headless", "--export-release", PRESETS[platform], str(out_dir / exe)], cwd=ROOT, check=True)
    name = f"hoshizora-{version}-{git_hash()}-{platform}"
    return Path(shutil.make_archive(str(DIST / name), "zip", out_dir))


def main(argv: list[str]) -> None:
    platforms = argv or list(PRESETS)
    version = project_version()
    for platform in platforms:
        print("built", export(platform, version))


if __name__ == "__main__":
    main(sys.argv[1:])
