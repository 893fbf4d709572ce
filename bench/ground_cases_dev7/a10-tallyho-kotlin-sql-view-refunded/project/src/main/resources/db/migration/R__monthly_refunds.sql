-- Refunds per month (by refund date), for the finance dashboard.
CREATE OR REPLACE VIEW monthly_refunds AS
SELECT
    date_trunc('month', o.refunded_at)::date AS month,
    o.currency,
    count(*)           AS orders,
    sum(o.total_cents) AS refunded_cents
FROM orders o
WHERE o.status = 'refunded'
  AND o.refunded_at IS NOT NULL
GROUP BY 1, 2;
