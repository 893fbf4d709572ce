"""Reading supplier stock feeds (CSV) into rows keyed by our field names."""
from __future__ import annotations

import csv
import glob
import logging
from pathlib import Path

import yaml

log = logging.getLogger(__name__)

FEEDS_FILE = Path(__file__).resolve().parent.parent / "feeds.yaml"


def load_feeds(path: Path = FEEDS_FILE) -> dict[str, dict]:
    with open(path, encoding="utf-8") as fh:
        data = yaml.safe_load(fh) or {}
    return data.get("feeds", {})


def latest_file(feed: dict) -> str | None:
    files = sorted(glob.glob(feed["file_glob"]))
    return files[-1] if files else None


def read_feed(path: str, feed: dict) -> list[dict[str, str]]:
    """Rows of one feed file, with the supplier's headers renamed to ours."""
    columns = feed.get("columns", {})
    delimiter = feed.get("delimiter", ",")
    rows: list[dict[str, str]] = []
    with open(path, newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh, delimiter=delimiter)
        for raw in reader:
            row: dict[str, str] = {}
            for header, value in raw.items():
                if header is None:  # more cells than headers
                    continue
                name = header.strip()
                row[columns.get(name, name)] = (value or "").strip()
            if any(row.values()):
                rows.append(row)
    log.info("read %d rows from %s", len(rows), path)
    return rows
