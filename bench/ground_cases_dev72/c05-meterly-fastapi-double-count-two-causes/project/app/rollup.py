"""Monthly rollup: usage_events -> monthly_usage, read by the invoice builder."""
from __future__ import annotations

from datetime import date

from psycopg import Connection


def month_bounds(month: date) -> tuple[date, date]:
    start = month.replace(day=1)
    end = date(start.year + (start.month == 12), start.month % 12 + 1, 1)
    return start, end


def roll_up_month(conn: Connection, month: date) -> int:
    """Sum a month of events per workspace and metric. Returns the rows written."""
    start, end = month_bounds(month)
    cur = conn.execute(
        """
        INSERT INTO monthly_usage (workspace_id, month, metric, quantity)
        SELECT workspace_id, %s, metric, SUM(quantity)
          FROM usage_events
         WHERE occurred_at >= %s AND occurred_at < %s
         GROUP BY workspace_id, metric
        """,
        (start, start, end),
    )
    return cur.rowcount


def billable_quantity(conn: Connection, workspace_id: str, month: date, metric: str) -> int:
    """What the invoice builder charges for."""
    row = conn.execute(
        """
        SELECT COALESCE(SUM(quantity), 0)
          FROM monthly_usage
         WHERE workspace_id = %s AND month = %s AND metric = %s
        """,
        (workspace_id, month.replace(day=1), metric),
    ).fetchone()
    return int(row[0])
