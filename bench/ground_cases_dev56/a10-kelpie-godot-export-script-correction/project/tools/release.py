#!/usr/bin/env python3
"""Export Kelpie with Godot for each platform, zip it and push it to itch.io with butler.

    python tools/release.py                 # all platforms, stable channel
    python tools/release.py --channel beta  # all platforms, beta channels
    python tools/release.py --quick linux   # debug export to build/quick, no upload
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
from pathlib import Path

from version import read_version, stamp_version

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
GODOT = shutil.which("godot") or "/opt/godot/Godot_v4.3-stable_linux.x86_64"
ITCH_TARGET = "sofiadev/kelpie"

PRESETS = {
    "windows": ("Windows Desktop", "kelpie.exe"),
    "linux": ("Linux/X11", "kelpie.x86_64"),
    "web": ("Web", "index.html"),
}
CHANNELS = {
    "stable": {"windows": "windows", "linux": "linux", "web": "html5"},
    "beta": {"windows": "windows-beta", "linux": "linux-beta", "web": "html5-beta"},
}


def export_platform(platform: str, out_dir: Path) -> Path:
    preset, binary = PRESETS[platform]
    out_dir.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [GODOT, "--headless", "--path", str(ROOT),
         "--export-debug", preset, str(out_dir / binary)],
        check=True,
    )
    return out_dir


def quick_test(platform: str) -> None:
    preset, binary = PRESETS[platform]
    out_dir = BUILD / "quick" / platform
    out_dir.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [GODOT, "--headless", "--path", str(ROOT),
         "--export-debug", preset, str(out_dir / binary)],
        check=True,
    )
    print(f"quick {platform} build in {out_dir}")


def push(platform: str, folder: Path, channel: str, version: str) -> None:
    if folder.parent.name != channel:
        raise SystemExit(f"refusing to push {folder} to the {channel} channel")
    itch_channel = CHANNELS[channel][platform]
    if channel == "stable" and itch_channel.endswith("-beta"):
        raise SystemExit(f"stable release would go to beta channel {itch_channel}")
    target = f"{ITCH_TARGET}:{itch_channel}"
    subprocess.run(["butler", "push", str(folder), target, "--userversion", version], check=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--channel", choices=sorted(CHANNELS), default="stable")
    ap.add_argument("--quick", choices=sorted(PRESETS))
    ap.add_argument("--no-push", action="store_true")
    args = ap.parse_args()

    if args.quick:
        quick_test(args.quick)
        return

    version = read_version()
    stamp_version(version)
    for platform in PRESETS:
        folder = export_platform(platform, BUILD / args.channel / platform)
        if not args.no_push:
            push(platform, folder, args.channel, version)
    print(f"released {version} to {args.channel}")


if __name__ == "__main__":
    main()
