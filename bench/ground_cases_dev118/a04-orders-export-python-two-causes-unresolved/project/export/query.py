from datetime import date, datetime, time, timedelta, timezone

EXPORTED_STATUSES = ("paid", "shipped", "delivered")

ORDERS_SQL = """
SELECT o.id, o.number, o.customer_id, c.email, o.status, o.total_cents, o.currency, o.created_at
FROM orders o
JOIN customers c ON c.id = o.customer_id
WHERE o.shop_id = %(shop_id)s
  AND o.created_at >= %(start)s
  AND o.created_at < %(end)s
  AND o.status = ANY(%(statuses)s)
ORDER BY o.created_at
"""


def day_window(day: date) -> tuple[datetime, datetime]:
    """[start, end) of one calendar day."""
    start = datetime.combine(day, time.min, tzinfo=timezone.utc)
    return start, start + timedelta(days=1)


def fetch_orders(conn, shop_id: int, day: date) -> list[dict]:
    start, end = day_window(day)
    with conn.cursor() as cur:
        cur.execute(ORDERS_SQL, {"shop_id": shop_id, "start": start, "end": end,
                                 "statuses": list(EXPORTED_STATUSES)})
        cols = [c.name for c in cur.description]
        return [dict(zip(cols, row)) for row in cur.fetchall()]
