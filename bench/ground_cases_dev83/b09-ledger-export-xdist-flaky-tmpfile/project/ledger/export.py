from __future__ import annotations

import csv
import os
from collections.abc import Iterable
from datetime import date
from pathlib import Path

from ledger import settings
from ledger.models import Entry

HEADER = ["日付", "勘定科目", "摘要", "借方", "貸方"]


def export_name(day: date) -> str:
    return f"ledger-{day.isoformat()}.csv"


def export_csv(entries: Iterable[Entry], day: date, out_dir: Path | None = None) -> Path:
    """Write the day's entries as CSV and move it into place atomically.

    The bookkeeping side polls the directory, so it must never see a half-written file.
    """
    out_dir = out_dir or settings.EXPORT_DIR
    out_dir.mkdir(parents=True, exist_ok=True)
    tmp = out_dir / "export.csv.tmp"
    with tmp.open("w", newline="", encoding=settings.CSV_ENCODING) as f:
        writer = csv.writer(f)
        writer.writerow(HEADER)
        for e in entries:
            writer.writerow([e.booked_on.isoformat(), e.account, e.description,
                             _amount(e.debit), _amount(e.credit)])
    final = out_dir / export_name(day)
    os.replace(tmp, final)
    return final


def _amount(value) -> str:
    return "" if not value else f"{value:.0f}"
