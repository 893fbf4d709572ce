#!/usr/bin/env python3
"""現場写真の名前をそろえて、現場ごと・日付ごとのフォルダに移す。

未整理/<現場名>/IMG_1234.JPG → 整理済/<現場名>/<YYYYMMDD>/<YYYYMMDD_HHMMSS>_<現場名>.jpg
"""
from __future__ import annotations

import argparse
import logging
import shutil
import sys
import tomllib
from datetime import datetime
from pathlib import Path

from exif_util import taken_at

log = logging.getLogger("rename_photos")

EXTS = {".jpg", ".jpeg", ".heic", ".png"}
HERE = Path(__file__).resolve().parent


def load_config(path: Path) -> dict:
    with path.open("rb") as f:
        return tomllib.load(f)


def build_name(site: str, when: datetime, ext: str) -> str:
    """20251212_093015_山田邸.jpg"""
    return f"{when:%Y%m%d_%H%M%S}_{site}{ext.lower()}"


def move_file(src: Path, dest: Path, dry_run: bool) -> bool:
    dest.parent.mkdir(parents=True, exist_ok=True)
    if dry_run:
        log.info("DRY %s -> %s", src.name, dest)
        return True
    if dest.exists():
        # 同じ秒に撮った写真があると同じ名前になる。上書きすると写真が消えるので移動しない
        log.warning("同じ名前のファイルがあるのでスキップ: %s -> %s", src.name, dest)
        return False
    shutil.move(str(src), str(dest))
    log.info("%s -> %s", src.name, dest)
    return True


def process_site(site_dir: Path, out_root: Path, dry_run: bool) -> tuple[int, int]:
    site = site_dir.name
    moved = unknown = 0
    for src in sorted(site_dir.iterdir()):
        if src.suffix.lower() not in EXTS or src.name.startswith("."):
            continue
        when = taken_at(src)
        if when is None:
            dest = out_root / site / "日付不明" / src.name
            unknown += 1
        else:
            dest = out_root / site / f"{when:%Y%m%d}" / build_name(site, when, src.suffix)
        if move_file(src, dest, dry_run):
            moved += 1
    return moved, unknown


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="現場写真の整理")
    ap.add_argument("--dry-run", action="store_true", help="移動せずに表示だけ")
    ap.add_argument("--config", type=Path, default=HERE / "config.toml")
    args = ap.parse_args(argv)

    cfg = load_config(args.config)
    log_file = HERE / cfg["log"]["file"]
    log_file.parent.mkdir(parents=True, exist_ok=True)
    logging.basicConfig(level=cfg["log"]["level"], format="%(asctime)s %(levelname)s %(message)s",
                        handlers=[logging.FileHandler(log_file, encoding="utf-8"), logging.StreamHandler()])

    inbox = Path(cfg["paths"]["inbox"])
    outbox = Path(cfg["paths"]["outbox"])
    if not inbox.is_dir():
        log.error("未整理フォルダが見つかりません（NAS はつながっていますか？）: %s", inbox)
        return 1

    total = total_unknown = 0
    for site_dir in sorted(p for p in inbox.iterdir() if p.is_dir()):
        moved, unknown = process_site(site_dir, outbox, args.dry_run)
        if moved:
            log.info("%s: %d 枚（うち日付不明 %d 枚）", site_dir.name, moved, unknown)
        total += moved
        total_unknown += unknown
    log.info("合計 %d 枚（日付不明 %d 枚）", total, total_unknown)
    return 0


if __name__ == "__main__":
    sys.exit(main())
