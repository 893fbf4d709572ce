"""Read the CSV files the shop back office drops into the export folder."""
from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import date
from pathlib import Path


def file_day(path: Path) -> date:
    """orders-2026-11-03.csv -> 2026-11-03"""
    return date.fromisoformat(path.stem.removeprefix("orders-"))


def export_files(src: Path, since: date | None = None) -> list[Path]:
    files = sorted(p for p in src.glob("orders-*.csv") if p.is_file())
    if since is not None:
        files = [p for p in files if file_day(p) >= since]
    return files


def read_exports(src: Path, since: date | None = None) -> Iterator[dict]:
    for path in export_files(src, since):
        with path.open(newline="", encoding="utf-8-sig") as handle:
            yield from csv.DictReader(handle)
