"""Customer list for the sales team, opened in Excel."""
from __future__ import annotations

import csv
from pathlib import Path

from exporter.text import join_address

COLUMNS = ["取引先コード", "取引先名", "フリガナ", "住所", "電話番号", "担当者"]


def to_row(c: dict) -> list[str]:
    return [
        c["code"],
        c["name"],
        c["kana"],
        join_address(c["pref"], c["city"], c["street"]),
        c["phone"],
        c.get("owner", ""),
    ]


def write_sales_csv(path: Path, customers: list[dict]) -> int:
    with path.open("w", encoding="utf-8-sig", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(COLUMNS)
        for c in customers:
            writer.writerow(to_row(c))
    return len(customers)


def sales_filename(month: str) -> str:
    return f"customers_sales_{month}.csv"
