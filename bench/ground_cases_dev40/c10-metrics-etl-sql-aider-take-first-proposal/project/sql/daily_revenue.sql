-- Daily revenue per channel, upserted into reporting.daily_revenue by etl/run.py.
-- Param :day is a date; days are cut at 00:00 UTC (finance books in UTC).
-- net = paid order totals - refunds issued the same day.

WITH day_orders AS (
    SELECT o.id, o.channel, o.total_amount, o.currency
    FROM orders o
    WHERE o.status IN ('paid', 'shipped', 'completed')
      AND o.paid_at >= CAST(:day AS date)
      AND o.paid_at < CAST(:day AS date) + INTERVAL '1 day'
),
day_refunds AS (
    SELECT r.order_id, SUM(r.amount) AS refunded
    FROM refunds r
    WHERE r.created_at >= CAST(:day AS date)
      AND r.created_at < CAST(:day AS date) + INTERVAL '1 day'
    GROUP BY r.order_id
)
SELECT
    CAST(:day AS date) AS day,
    d.channel,
    COUNT(DISTINCT d.id) AS orders,
    SUM(d.total_amount) AS gross,
    COALESCE(SUM(rf.refunded), 0) AS refunds,
    SUM(d.total_amount) - COALESCE(SUM(rf.refunded), 0) AS net,
    COALESCE(SUM(p.fee_amount), 0) AS payment_fees
FROM day_orders d
LEFT JOIN payments p ON p.order_id = d.id
LEFT JOIN day_refunds rf ON rf.order_id = d.id
WHERE d.currency = 'CNY'
GROUP BY d.channel
ORDER BY d.channel;
