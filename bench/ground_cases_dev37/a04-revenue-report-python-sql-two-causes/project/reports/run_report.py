"""Weekly revenue report: runs Monday morning, posts to #finance-reports and
writes a CSV to the reports bucket."""
from __future__ import annotations

import csv
import io
import os
from datetime import date, timedelta
from pathlib import Path

import psycopg
import yaml

from reports.refunds import refunded_cents, refunds_for_week
from reports.slack import post_report

SQL = (Path(__file__).parent / "weekly_revenue.sql").read_text()
CONFIG = yaml.safe_load((Path(__file__).parent.parent / "config" / "report.yaml").read_text())


def last_week(today: date) -> tuple[date, date]:
    """Monday..next Monday of the week before ``today``."""
    this_monday = today - timedelta(days=today.weekday())
    return this_monday - timedelta(days=7), this_monday


def build_rows(conn, week_start: date, week_end: date) -> list[dict]:
    refunds = refunds_for_week(conn, week_start, week_end)
    rows = []
    with conn.cursor() as cur:
        cur.execute(SQL, {"week_start": week_start, "week_end": week_end})
        for channel, currency, orders, gross, _shipping, _first, _last in cur.fetchall():
            refunded = refunded_cents(refunds, channel, currency)
            rows.append({
                "week": week_start.isoformat(),
                "channel": channel,
                "currency": currency,
                "orders": orders,
                "gross": gross / 100,
                "refunds": refunded / 100,
                "net": (gross - refunded) / 100,
            })
    return rows


def to_csv(rows: list[dict]) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=["week", "channel", "currency", "orders", "gross", "refunds", "net"])
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue()


def main() -> None:
    week_start, week_end = last_week(date.today())
    with psycopg.connect(os.environ["REPORTS_DATABASE_URL"]) as conn:
        rows = build_rows(conn, week_start, week_end)
    Path(CONFIG["output_dir"]).mkdir(parents=True, exist_ok=True)
    (Path(CONFIG["output_dir"]) / f"revenue-{week_start}.csv").write_text(to_csv(rows))
    post_report(CONFIG["slack_channel"], week_start, rows)


if __name__ == "__main__":
    main()
