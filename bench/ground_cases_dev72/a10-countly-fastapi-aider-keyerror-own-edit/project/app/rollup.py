"""Monthly usage rollup: one row per workspace, metric and billing month.

Events are grouped by the month they *happened* in (``occurred_at``). Months are closed by
``close_month``; after that, late events must not change the closed totals any more (the invoice
has gone out); they are carried into the next open month instead.
"""
from collections import defaultdict
from datetime import date, datetime


def month_of(ts: datetime) -> date:
    return date(ts.year, ts.month, 1)


def rollup(events: list[dict], closed_months: set[date]) -> dict[tuple[str, str, date], int]:
    totals: dict[tuple[str, str, date], int] = defaultdict(int)
    for event in events:
        period = month_of(event["occurred_at"])
        if period in closed_months:
            # closed months are invoiced: a late event counts in the month it arrived in
            period = month_of(event["ingested"])
        totals[(event["workspace_id"], event["metric"], period)] += event["quantity"]
    return dict(totals)


def close_month(conn, period_start: date) -> None:
    conn.execute(
        "INSERT INTO closed_months (period_start, closed_at) VALUES (%s, now()) ON CONFLICT DO NOTHING",
        (period_start,),
    )
