"""Read the nightly CRM member export (CSV, UTF-8 with BOM)."""
from __future__ import annotations

import csv
from datetime import date, datetime
from pathlib import Path
from typing import Iterator

DATE_FORMATS = ("%Y-%m-%d", "%Y/%m/%d")

FIELDS = ("member_id", "name", "email", "phone", "level", "updated_at")


def parse_date(value: str) -> date | None:
    value = value.strip()
    if not value:
        return None
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(value[:10], fmt).date()
        except ValueError:
            continue
    raise ValueError(f"unrecognised date: {value!r}")


def read_rows(path: Path, since: date | None = None) -> Iterator[dict]:
    with path.open(encoding="utf-8-sig", newline="") as fh:
        reader = csv.DictReader(fh)
        missing = set(FIELDS) - set(reader.fieldnames or ())
        if missing:
            raise ValueError(f"export is missing columns: {sorted(missing)}")
        for raw in reader:
            row = {k: (raw.get(k) or "") for k in FIELDS}
            row["updated_at"] = parse_date(row["updated_at"])
            if since and row["updated_at"] and row["updated_at"] < since:
                continue
            yield row
