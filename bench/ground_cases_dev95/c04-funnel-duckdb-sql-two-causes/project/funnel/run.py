"""Weekly funnel metrics from the events table in the warehouse (DuckDB file).

    python -m funnel.run --week 2025-10-20 [--db PATH]
"""
from __future__ import annotations

import argparse
import json
import tomllib
from datetime import date, timedelta
from pathlib import Path

import duckdb

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"


def load_sql(name: str) -> str:
    return (SQL_DIR / f"{name}.sql").read_text()


COLUMNS = ["sessions", "viewed", "carted", "checkout", "purchased"]


def week_bounds(day: date) -> tuple[date, date]:
    start = day - timedelta(days=day.weekday())
    return start, start + timedelta(days=7)


def funnel(con: duckdb.DuckDBPyConnection, start: date, end: date, cfg: dict) -> dict:
    con.execute(load_sql("sessions"), {"start": start, "end": end,
                                       "gap_minutes": cfg["sessions"]["gap_minutes"]})
    row = con.execute(load_sql("funnel"), {"purchase_events": cfg["funnel"]["purchase_events"]}).fetchone()
    out = dict(zip(COLUMNS, row))
    out["conversion"] = out["purchased"] / out["sessions"] if out["sessions"] else 0.0
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--week", type=date.fromisoformat, required=True, help="any day of the week")
    ap.add_argument("--db", type=Path, default=None)
    ap.add_argument("--config", type=Path, default=Path("config.toml"))
    args = ap.parse_args(argv)
    cfg = tomllib.loads(args.config.read_text())
    db = args.db or Path(cfg["warehouse"]["path"])
    start, end = week_bounds(args.week)
    with duckdb.connect(str(db), read_only=True) as con:
        result = funnel(con, start, end, cfg)
    print(json.dumps({"week": start.isoformat(), **result}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
