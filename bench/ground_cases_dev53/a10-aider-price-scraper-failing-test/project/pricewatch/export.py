"""CSV export of the price history, for looking at it in a spreadsheet."""
from __future__ import annotations

import csv
import sqlite3
from pathlib import Path


def export_history(db: sqlite3.Connection, out: Path) -> int:
    rows = db.execute(
        "SELECT checked_at, name, price, url FROM history ORDER BY checked_at"
    ).fetchall()
    with out.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(["checked_at", "name", "price", "url"])
        for checked_at, name, price, url in rows:
            w.writerow([checked_at, name, str(price).replace(".", ","), url])
    return len(rows)


def export_latest(db: sqlite3.Connection, out: Path) -> int:
    rows = db.execute(
        """SELECT h.name, h.price, h.url, h.checked_at FROM history h
           JOIN (SELECT url, MAX(checked_at) AS last FROM history GROUP BY url) m
             ON h.url = m.url AND h.checked_at = m.last
           ORDER BY h.name"""
    ).fetchall()
    with out.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(["name", "price", "url", "checked_at"])
        for name, price, url, checked_at in rows:
            w.writerow([name, str(price).replace(".", ","), url, checked_at])
    return len(rows)
