"""Write sales rows to dated CSV files in settings.EXPORT_DIR."""
from __future__ import annotations

import csv
import time
from collections.abc import Iterable
from datetime import date
from pathlib import Path

from reportly import settings

COLUMNS = ("order_id", "placed_at", "customer", "net_cents", "vat_cents", "currency")


def export_path(day: date, kind: str = "sales") -> Path:
    return settings.EXPORT_DIR / f"{kind}-{day.isoformat()}.csv"


def write_csv(rows: Iterable[dict], day: date, kind: str = "sales") -> Path:
    path = export_path(day, kind)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".csv.part")
    with tmp.open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=COLUMNS, extrasaction="ignore")
        writer.writeheader()
        for row in rows:
            writer.writerow(row)
    tmp.replace(path)
    return path


def remove_old_exports(keep_days: int | None = None, now: float | None = None) -> list[Path]:
    keep = settings.KEEP_DAYS if keep_days is None else keep_days
    cutoff = (now or time.time()) - keep * 86400
    removed = []
    if not settings.EXPORT_DIR.exists():
        return removed
    for path in sorted(settings.EXPORT_DIR.glob("*.csv")):
        if path.stat().st_mtime < cutoff:
            path.unlink()
            removed.append(path)
    return removed
