from __future__ import annotations

import csv
import logging
from collections.abc import Iterator
from pathlib import Path

log = logging.getLogger("etl.loader")

REQUIRED = ("store_id", "order_id", "ordered_at", "amount", "sku")


def read_rows(path: Path) -> Iterator[dict[str, str]]:
    """Rows of one store export. Files come from Windows registers: cp932, sometimes with a BOM."""
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("cp932")
    reader = csv.DictReader(text.splitlines())
    missing = [c for c in REQUIRED if c not in (reader.fieldnames or [])]
    if missing:
        raise ValueError(f"{path}: missing columns {missing}")
    for n, row in enumerate(reader, start=2):
        if not any((v or "").strip() for v in row.values()):
            log.warning("%s:%d: blank row skipped", path.name, n)
            continue
        yield {k: (v or "").strip() for k, v in row.items()}
