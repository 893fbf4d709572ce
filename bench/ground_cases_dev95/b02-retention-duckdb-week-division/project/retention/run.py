"""Run one of the analytics queries against a DuckDB file and write the result as CSV.

    python -m retention.run cohort --db warehouse.duckdb --start 2025-01-01 --end 2025-04-01
"""
from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path

import duckdb
import pandas as pd

QUERY_DIR = Path(__file__).resolve().parent.parent / "queries"
QUERIES = {
    "cohort": "cohort_retention.sql",
    "weekly_active": "weekly_active.sql",
    "cohort_weekly": "cohort_retention_weekly.sql",
}
DEFAULT_PARAMS = {"max_day": 30, "max_week": 12}


def load_sql(name: str) -> str:
    try:
        return (QUERY_DIR / QUERIES[name]).read_text(encoding="utf-8")
    except KeyError:
        raise SystemExit(f"unknown query {name!r}; choose from {', '.join(QUERIES)}") from None


def run_query(con: duckdb.DuckDBPyConnection, name: str, start: date, end: date, **extra) -> pd.DataFrame:
    sql = load_sql(name)
    params = {"start": start, "end": end, **DEFAULT_PARAMS, **extra}
    used = {k: v for k, v in params.items() if f"${k}" in sql}
    return con.execute(sql, used).df()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="analytics query runner")
    parser.add_argument("query", choices=sorted(QUERIES))
    parser.add_argument("--db", type=Path, required=True)
    parser.add_argument("--start", type=date.fromisoformat, required=True)
    parser.add_argument("--end", type=date.fromisoformat, required=True)
    parser.add_argument("--out", type=Path, default=Path("out"))
    args = parser.parse_args(argv)
    con = duckdb.connect(str(args.db), read_only=True)
    df = run_query(con, args.query, args.start, args.end)
    args.out.mkdir(parents=True, exist_ok=True)
    target = args.out / f"{args.query}.csv"
    df.to_csv(target, index=False)
    print(f"wrote {len(df)} rows to {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
