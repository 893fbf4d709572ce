from __future__ import annotations

import csv
from datetime import date
from pathlib import Path

from custimport.validate import ErrorRow

HEADER = ["row_no", "customer_code", "reasons"]


def error_report_path(out_dir: Path, source: str, today: date | None = None) -> Path:
    today = today or date.today()
    return out_dir / f"errors_{source}_{today:%Y%m%d}.csv"


def write_error_report(path: Path, errors: list[ErrorRow]) -> int:
    """Write error rows; the admin screen reads this file as-is."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # utf-8-sig so that Excel on Windows opens it without mojibake
    with path.open("w", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f)
        w.writerow(HEADER)
        for e in errors:
            w.writerow([e.row_no, e.customer_code, " / ".join(e.reasons)])
    return len(errors)


def summarize(errors: list[ErrorRow], limit: int = 5) -> str:
    if not errors:
        return "no errors"
    head = ", ".join(f"row {e.row_no}" for e in errors[:limit])
    more = f" (+{len(errors) - limit} more)" if len(errors) > limit else ""
    return f"{len(errors)} error rows: {head}{more}"
