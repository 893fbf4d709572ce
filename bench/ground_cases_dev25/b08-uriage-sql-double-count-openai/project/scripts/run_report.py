"""レポート SQL を実行して表で出す。  python scripts/run_report.py monthly_sales 2025-10-01"""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import psycopg
from tabulate import tabulate

ROOT = Path(__file__).resolve().parent.parent
PARAM = re.compile(r"(?<!:):([a-z_]+)")


def load(name: str) -> str:
    return (ROOT / "sql" / "reports" / f"{name}.sql").read_text(encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__)
        return 2
    name, *values = argv[1:]
    sql = load(name)
    names = list(dict.fromkeys(PARAM.findall(sql)))
    params = dict(zip(names, values, strict=True))
    sql = PARAM.sub(lambda m: f"%({m.group(1)})s", sql)
    dsn = os.environ.get("REPORT_DSN", "postgresql://report@localhost/shop")
    with psycopg.connect(dsn, options="-c timezone=Asia/Tokyo") as conn, conn.cursor() as cur:
        cur.execute(sql, params)
        cols = [c.name for c in cur.description]
        print(tabulate(cur.fetchall(), headers=cols, tablefmt="psql", intfmt=","))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
