"""Posting the summary to Slack."""
from __future__ import annotations

import os
from datetime import date

import httpx


def post_report(channel: str, week_start: date, rows: list[dict]) -> None:
    total = sum(r["net"] for r in rows if r["currency"] == "EUR")
    lines = [f"*Revenue, week of {week_start:%d %b %Y}*: {total:,.2f} EUR net"]
    for r in rows:
        lines.append(f"• {r['channel']} ({r['currency']}): {r['orders']} orders, {r['net']:,.2f} net")
    httpx.post(
        "https://slack.com/api/chat.postMessage",
        headers={"Authorization": f"Bearer {os.environ['SLACK_BOT_TOKEN']}"},
        json={"channel": channel, "text": "\n".join(lines)},
        timeout=10,
    ).raise_for_status()
