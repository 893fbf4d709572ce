from __future__ import annotations

import csv
from pathlib import Path

from reports.settings import CSV_ENCODING


def to_csv(rows: list[dict], path: Path) -> Path:
    """Write rows for the finance team. utf-8-sig so Excel on Windows shows Chinese store names."""
    if not rows:
        raise ValueError("nothing to export")
    with open(path, "w", newline="", encoding=CSV_ENCODING) as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    return path


def daily_rows(totals: dict) -> list[dict]:
    return [{"date": d.isoformat(), "amount": f"{v:.2f}"} for d, v in sorted(totals.items())]
