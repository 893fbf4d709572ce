"""CSV export of invoices, written in chunks so large accounts do not time out."""

import csv
import io
from typing import Iterator, Sequence

from app.models import Invoice

CHUNK = 500


def chunked(rows: Sequence[Invoice], size: int = CHUNK) -> Iterator[Sequence[Invoice]]:
    for start in range(0, len(rows), size):
        end = min(start + size, len(rows))
        yield rows[start:end]


def to_csv(rows: Sequence[Invoice]) -> str:
    out = io.StringIO()
    w = csv.writer(out)
    w.writerow(["number", "issued", "total"])
    for chunk in chunked(rows):
        for inv in chunk:
            w.writerow([inv.number, inv.issued.isoformat(), f"{inv.total_cents / 100:.2f}"])
    return out.getvalue()
