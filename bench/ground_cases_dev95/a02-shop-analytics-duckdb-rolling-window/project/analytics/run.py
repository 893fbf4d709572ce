"""Run the SQL models in sql/ against a parquet extract of the warehouse.

    python -m analytics.run --extract data/extract-2025-11-03 --out out/
"""
from __future__ import annotations

import argparse
from pathlib import Path

import duckdb
import pandas as pd

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"
TABLES = ("orders", "order_items", "users", "sessions", "events")
MODELS = ("daily_revenue", "retention", "funnel")


def connect(extract_dir: Path | None = None) -> duckdb.DuckDBPyConnection:
    """An in-memory DuckDB with one view per extracted table."""
    con = duckdb.connect()
    con.execute("SET TimeZone = 'UTC'")
    if extract_dir is not None:
        for table in TABLES:
            path = extract_dir / f"{table}.parquet"
            con.execute(f"CREATE VIEW {table} AS SELECT * FROM read_parquet('{path.as_posix()}')")
    return con


def run_model(con: duckdb.DuckDBPyConnection, name: str) -> pd.DataFrame:
    sql = (SQL_DIR / f"{name}.sql").read_text()
    return con.execute(sql).df()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--extract", type=Path, required=True)
    parser.add_argument("--out", type=Path, default=Path("out"))
    parser.add_argument("--only", choices=MODELS, action="append")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    con = connect(args.extract)
    for name in args.only or MODELS:
        frame = run_model(con, name)
        frame.to_parquet(args.out / f"{name}.parquet", index=False)
        print(f"{name}: {len(frame)} rows")


if __name__ == "__main__":
    main()
