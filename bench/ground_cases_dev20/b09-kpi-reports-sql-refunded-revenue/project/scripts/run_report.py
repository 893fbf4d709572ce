"""Run one of the SQL reports against the read replica and post the result to Slack.

    python scripts/run_report.py monthly_revenue --month 2024-03
"""
from __future__ import annotations

import argparse
import os
from datetime import date
from pathlib import Path

import psycopg
import requests

REPORTS = Path(__file__).resolve().parent.parent / "reports"


def run(name: str, month_start: date) -> tuple[list[str], list[tuple]]:
    sql = (REPORTS / f"{name}.sql").read_text(encoding="utf-8")
    sql = sql.replace(":month_start", "%(month_start)s")
    with psycopg.connect(os.environ["REPLICA_DSN"]) as conn, conn.cursor() as cur:
        cur.execute(sql, {"month_start": month_start})
        columns = [c.name for c in cur.description]
        return columns, cur.fetchall()


def to_text(columns: list[str], rows: list[tuple]) -> str:
    lines = [" | ".join(columns)]
    for row in rows:
        lines.append(" | ".join(f"{v:,}" if isinstance(v, int) else str(v) for v in row))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--month", required=True, help="YYYY-MM")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()
    month_start = date.fromisoformat(args.month + "-01")
    columns, rows = run(args.report, month_start)
    text = f"*{args.report}* {args.month}\n```\n{to_text(columns, rows)}\n```"
    if args.dry_run:
        print(text)
        return
    requests.post(os.environ["SLACK_WEBHOOK_URL"], json={"text": text}, timeout=10).raise_for_status()


if __name__ == "__main__":
    main()
