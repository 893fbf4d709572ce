"""Read the vendor CSV exports (one file per day and vendor)."""
from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

from etl.transform import Reading


def parse_ts(raw: str) -> datetime:
    """Vendor timestamps are ISO 8601, sometimes without an offset (then UTC)."""
    ts = datetime.fromisoformat(raw.strip().replace("Z", "+00:00"))
    if ts.tzinfo is None:
        ts = ts.replace(tzinfo=timezone.utc)
    return ts.astimezone(timezone.utc)


def read_csv(path: Path) -> Iterator[Reading]:
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            received = row.get("received_at") or ""
            yield Reading(
                meter_id=row["meter_id"].strip(),
                ts=parse_ts(row["timestamp"]),
                value=float(row["value"]),
                unit=(row.get("unit") or "kWh").strip(),
                received_at=parse_ts(received) if received else None,
            )


def read_dir(folder: Path, pattern: str = "*.csv") -> Iterator[Reading]:
    for path in sorted(folder.glob(pattern)):
        yield from read_csv(path)
