"""Run the SQL reports under sql/ for one JST day and push the rows to the dashboard sheet."""
from __future__ import annotations

import argparse
import os
from datetime import date, timedelta
from pathlib import Path

import sqlalchemy as sa

from dashboard import push_rows

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"

DAILY = ["daily_active_users"]
WEEKLY = ["weekly_retention"]


def run(engine: sa.Engine, name: str, **params) -> list[dict]:
    query = sa.text((SQL_DIR / f"{name}.sql").read_text(encoding="utf-8"))
    with engine.connect() as conn:
        return [dict(row._mapping) for row in conn.execute(query, params)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--date", type=date.fromisoformat, required=True, help="JST date to report on")
    args = parser.parse_args()

    engine = sa.create_engine(os.environ["DATABASE_URL"])
    for name in DAILY:
        push_rows(name, run(engine, name, start_date=args.date, end_date=args.date))

    if args.date.weekday() == 0:  # Mondays: the cohort from five weeks ago is complete
        cohort_start = args.date - timedelta(weeks=5)
        for name in WEEKLY:
            push_rows(name, run(engine, name, cohort_start=cohort_start))


if __name__ == "__main__":
    main()
