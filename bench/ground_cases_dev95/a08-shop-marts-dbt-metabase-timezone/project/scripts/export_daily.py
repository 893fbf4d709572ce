"""Export fct_daily_orders for finance: exports/daily_orders_<from>_<to>.csv

    python scripts/export_daily.py 2025-10-01 2025-10-31
"""
from __future__ import annotations

import csv
import os
import sys
from pathlib import Path

import psycopg

QUERY = """
    select order_date, orders, refunded_orders, revenue, customers
    from marts.fct_daily_orders
    where order_date between %(start)s and %(end)s
    order by order_date
"""


def export(start: str, end: str, out_dir: Path = Path("exports")) -> Path:
    out_dir.mkdir(exist_ok=True)
    path = out_dir / f"daily_orders_{start}_{end}.csv"
    with psycopg.connect(os.environ["WAREHOUSE_DSN"]) as conn, conn.cursor() as cur:
        cur.execute("set time zone 'UTC'")
        cur.execute(QUERY, {"start": start, "end": end})
        header = [c.name for c in cur.description]
        with path.open("w", newline="") as f:
            writer = csv.writer(f)
            writer.writerow(header)
            writer.writerows(cur.fetchall())
    return path


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    print(export(sys.argv[1], sys.argv[2]))
