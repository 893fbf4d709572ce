from __future__ import annotations

from datetime import date

from digest.queries import StoreDay, business_day_label


def yen(n: int) -> str:
    return f"¥{n:,}"


def change_label(now: int, before: int | None) -> str:
    """'+12.3%' style change against the same weekday last week."""
    if not before:
        return "前週比 -"
    pct = (now - before) / before * 100
    return f"前週比 {pct:+.1f}%"


def build_blocks(day: date, rows: list[StoreDay], last_week_total: int | None = None) -> list[dict]:
    """Slack Block Kit blocks for one day's digest."""
    total = sum(r.sales for r in rows)
    orders = sum(r.orders for r in rows)
    lines = [f"*{r.name}*  {yen(r.sales)} ({r.orders}件)" for r in sorted(rows, key=lambda r: -r.sales)]
    return [
        {"type": "header", "text": {"type": "plain_text", "text": f"{business_day_label(day)} の売上"}},
        {"type": "section", "text": {"type": "mrkdwn",
                                     "text": f"合計 *{yen(total)}* / {orders}件 ({change_label(total, last_week_total)})"}},
        {"type": "divider"},
        {"type": "section", "text": {"type": "mrkdwn", "text": "\n".join(lines) or "注文なし"}},
    ]


def fallback_text(day: date, rows: list[StoreDay]) -> str:
    total = sum(r.sales for r in rows)
    return f"{business_day_label(day)} の売上 {yen(total)}"
