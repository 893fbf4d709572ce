"""SQL for the weekly report. Bounds come in as timezone-aware timestamps from
run_weekly.py; paid_at and succeeded_at are timestamptz columns."""

# Orders paid in [:start, :end), without internal test/staff accounts.
ORDERS_SQL = """
SELECT
    o.id            AS order_id,
    o.channel       AS channel,
    o.status        AS status,
    o.amount_cents  AS amount_cents,
    o.paid_at       AS paid_at,
    o.user_id       AS user_id
FROM orders o
JOIN users u ON u.id = o.user_id
WHERE o.paid_at >= :start
  AND o.paid_at <  :end
  AND o.status IN ('paid', 'shipped', 'completed', 'refunded')
  AND (NOT :exclude_internal OR u.is_internal = false)
ORDER BY o.paid_at
"""

# Refunds that succeeded in [:start, :end), with the paid_at of their order so
# the report can book them against the week the order was paid.
REFUNDS_SQL = """
SELECT
    r.id            AS refund_id,
    r.order_id      AS order_id,
    r.amount_cents  AS refund_cents,
    r.succeeded_at  AS succeeded_at,
    o.paid_at       AS paid_at,
    o.channel       AS channel
FROM refunds r
JOIN orders o ON o.id = r.order_id
WHERE r.status = 'succeeded'
  AND r.succeeded_at >= :start
  AND r.succeeded_at <  :end
"""
