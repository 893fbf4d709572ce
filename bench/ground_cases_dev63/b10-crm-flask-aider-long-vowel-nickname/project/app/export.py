"""CSV export of the customer list (for the office's label printer)."""
from __future__ import annotations

import csv
import io

from app.customers import Customer, sorted_customers

HEADER = ["顧客ID", "お名前", "フリガナ", "電話番号"]


def to_csv(customers: list[Customer]) -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(HEADER)
    for c in sorted_customers(customers):
        writer.writerow([c.id, c.name, c.kana, c.phone])
    # the label printer software only reads Shift_JIS
    return buf.getvalue().encode("cp932", errors="replace")


def filename(prefix: str = "customers") -> str:
    return f"{prefix}.csv"


def row_count(data: bytes) -> int:
    return data.decode("cp932").count("\r\n") - 1


def preview(customers: list[Customer], n: int = 5) -> str:
    return "\n".join(f"{c.id}: {c.name} ({c.kana})" for c in customers[:n])
