"""Daily price-change report for purchasing (CSV, opened in Excel by the buyers)."""
import csv
import datetime
from pathlib import Path

from price_sync import db

HEADER = ["sku", "old_price", "new_price", "supplier", "updated_at"]


def changed_today(conn):
    with conn.cursor() as cur:
        cur.execute(
            "SELECT h.sku, h.old_price, h.new_price, p.supplier, p.updated_at "
            "FROM item_price_history h JOIN item_price p ON p.sku = h.sku "
            "WHERE h.changed_at >= CURDATE() ORDER BY h.sku"
        )
        return cur.fetchall()


def write_report(report_dir):
    today = datetime.date.today().strftime("%Y%m%d")
    path = Path(report_dir) / f"price_changes_{today}.csv"
    with db.connect() as conn:
        rows = changed_today(conn)
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(HEADER)
        for row in rows:
            writer.writerow(row)
    return path


def summary(path):
    with open(path, newline="", encoding="utf-8") as f:
        n = sum(1 for _ in f) - 1
    return f"{path.name}: {n} price changes"
