"""Run a report's SQL for a date range and store the rows for the dashboard.

    python -m reports.run daily_revenue --start 2025-11-01 --end 2025-11-07
"""
from __future__ import annotations

import argparse
import datetime as dt
import logging
import time
from pathlib import Path

import yaml

from reports.db import connect, replace_rows

ROOT = Path(__file__).resolve().parent.parent
log = logging.getLogger("reports")


def load_config() -> dict:
    with open(ROOT / "config.yaml", encoding="utf-8") as f:
        return yaml.safe_load(f)


def run(name: str, start: dt.date, end: dt.date) -> int:
    cfg = load_config()["reports"][name]
    sql = (ROOT / cfg["sql"]).read_text(encoding="utf-8")
    params = {"start_date": start.isoformat(), "end_date": end.isoformat(), **cfg.get("params", {})}
    t0 = time.monotonic()
    with connect() as conn, conn.cursor() as cur:
        cur.execute(sql, params)
        columns = [c.name for c in cur.description]
        rows = [dict(zip(columns, r)) for r in cur.fetchall()]
    log.info("%s: %d rows in %.1fs", name, len(rows), time.monotonic() - t0)
    replace_rows(cfg["target"], start, end, rows)
    return len(rows)


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("name")
    p.add_argument("--start", type=dt.date.fromisoformat, default=dt.date.today() - dt.timedelta(days=1))
    p.add_argument("--end", type=dt.date.fromisoformat, default=None)
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    run(args.name, args.start, args.end or args.start)


if __name__ == "__main__":
    main()
