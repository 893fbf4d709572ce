"""Post the daily summary to Slack."""
from __future__ import annotations

import os
import sys
from datetime import date
from pathlib import Path

import requests

from salesjob.aggregate import format_table, run, total


def build_message(day: date, table_text: str, sales_total: int) -> dict:
    return {
        "text": f"{day:%m/%d} 売上速報",
        "blocks": [
            {"type": "header", "text": {"type": "plain_text", "text": f"{day:%m/%d} 売上速報"}},
            {"type": "section", "text": {"type": "mrkdwn", "text": f"合計 *¥{sales_total:,}*"}},
            {"type": "section", "text": {"type": "mrkdwn", "text": f"```{table_text}```"}},
        ],
    }


def post(message: dict) -> None:
    url = os.environ["SLACK_WEBHOOK_URL"]
    resp = requests.post(url, json=message, timeout=10)
    resp.raise_for_status()


def main(argv: list[str]) -> int:
    path = Path(argv[1])
    day = date.fromisoformat(argv[2])
    df = run(path, day)
    post(build_message(day, format_table(df).to_string(index=False), total(df)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
