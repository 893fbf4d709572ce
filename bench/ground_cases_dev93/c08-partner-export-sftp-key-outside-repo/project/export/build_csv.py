"""Write yesterday's shipped orders as the CSV Shunda expects (GBK, CRLF)."""
from __future__ import annotations

import argparse
import csv
import os
import sys
from datetime import date
from pathlib import Path

import psycopg

COLUMNS = ["order_no", "ship_date", "receiver", "phone", "province", "city", "address", "weight_kg", "pieces",
           "store_code"]

QUERY = """
SELECT o.order_no, s.shipped_at::date, o.receiver_name, o.receiver_phone,
       o.province, o.city, o.address, s.weight_grams / 1000.0, s.pieces, s.store_code
FROM shipments s
JOIN orders o ON o.id = s.order_id
WHERE s.carrier = 'shunda'
  AND s.shipped_at >= %(day)s::date AT TIME ZONE 'Asia/Shanghai'
  AND s.shipped_at <  (%(day)s::date + 1) AT TIME ZONE 'Asia/Shanghai'
ORDER BY o.order_no
"""


def mask_phone(phone: str) -> str:
    return phone[:3] + "****" + phone[-4:] if len(phone) == 11 else phone


def write_csv(rows, path: Path) -> int:
    with path.open("w", encoding="gbk", errors="replace", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\r\n")
        writer.writerow(COLUMNS)
        n = 0
        for row in rows:
            order_no, ship_date, receiver, phone, province, city, address, weight, pieces, store_code = row
            writer.writerow([order_no, ship_date.isoformat(), receiver, mask_phone(phone), province, city,
                             address, f"{weight:.2f}", pieces, store_code or ""])
            n += 1
    return n


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--day", type=date.fromisoformat, required=True)
    parser.add_argument("--out-dir", type=Path, required=True)
    args = parser.parse_args(argv)
    path = args.out_dir / f"xinghe_orders_{args.day:%Y%m%d}.csv"
    try:
        with psycopg.connect(os.environ["EXPORT_DB_DSN"]) as conn:
            rows = conn.execute(QUERY, {"day": args.day}).fetchall()
    except (psycopg.Error, KeyError) as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    write_csv(rows, path)
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
