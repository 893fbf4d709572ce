"""Post the nightly summary to the #uriage Slack channel."""
from __future__ import annotations

import datetime as dt
import os

import httpx

GROSS_INDEX = 6  # position of gross_amount in a rollup row


def format_summary(day: dt.date, rows: list[tuple]) -> str:
    gross = sum(int(r[GROSS_INDEX] or 0) for r in rows)
    top = sorted(rows, key=lambda r: r[GROSS_INDEX] or 0, reverse=True)[:3]
    lines = [f"*{day:%Y-%m-%d} の売上* {gross:,}円 ({len(rows)}アカウント)"]
    for r in top:
        lines.append(f"• {r[2] or '(不明)'}: {int(r[GROSS_INDEX] or 0):,}円")
    return "\n".join(lines)


def post_summary(day: dt.date, rows: list[tuple]) -> None:
    url = os.environ.get("SLACK_WEBHOOK_URL")
    if not url:
        return
    resp = httpx.post(url, json={"text": format_summary(day, rows)}, timeout=10)
    resp.raise_for_status()


def _example() -> str:
    rows = [
        (dt.date(2025, 11, 11), 1, "しろくま商店", "pro", 3, 7, 12800, 1163, 12800, 0),
        (dt.date(2025, 11, 11), 2, "こぐま書房", "lite", 1, 1, 2200, 200, 0, 2200),
    ]
    return format_summary(dt.date(2025, 11, 11), rows)


if __name__ == "__main__":
    print(_example())
