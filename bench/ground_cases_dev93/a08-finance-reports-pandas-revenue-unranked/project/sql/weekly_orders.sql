-- weekly_orders: input of reports.weekly_revenue
--
-- One row per USD order paid in [start, end), with what has been refunded on it.
-- Amounts are integer cents.
--
-- Parameters (psycopg named placeholders):
--   start  timestamptz  first instant of the report week (inclusive)
--   end    timestamptz  first instant of the next week (exclusive)
--
-- Order statuses: 'paid' orders may later become 'partially_refunded' or
-- 'refunded'; all three still count as revenue here, the refunds are netted
-- out in pandas. 'pending', 'failed' and 'canceled' orders never took money.
--
-- Runs on the analytics replica (replication lag is usually under a minute).
SELECT
    o.id                              AS order_id,
    o.paid_at                         AS paid_at,
    o.channel                         AS channel,
    o.amount_cents                    AS gross_cents,
    COALESCE(SUM(r.amount_cents), 0)  AS refunded_cents
FROM orders o
LEFT JOIN refunds r
       ON r.order_id = o.id
      AND r.status = 'succeeded'
WHERE o.status IN ('paid', 'partially_refunded', 'refunded')
  AND o.currency = 'usd'
  AND o.paid_at >= %(start)s
  AND o.paid_at <  %(end)s
GROUP BY o.id, o.paid_at, o.channel, o.amount_cents
ORDER BY o.paid_at;
