"""Posts the weekly row to Slack. Run from cron: python -m reports.post"""
from __future__ import annotations

import json
import os
import sqlite3
import urllib.request
from datetime import date, timedelta

from reports.weekly import HEADER, build

DB_PATH = os.environ.get("KPI_DB", "replica.sqlite3")


def last_monday(today: date) -> date:
    return today - timedelta(days=today.weekday() + 7)


def main() -> None:
    conn = sqlite3.connect(DB_PATH)
    row = build(conn, last_monday(date.today()))
    text = " | ".join(f"{h}: {v}" for h, v in zip(HEADER, row.as_row()))
    req = urllib.request.Request(
        os.environ["SLACK_WEBHOOK_URL"],
        data=json.dumps({"text": text}).encode(),
        headers={"Content-Type": "application/json"},
    )
    urllib.request.urlopen(req, timeout=10)


if __name__ == "__main__":
    main()
