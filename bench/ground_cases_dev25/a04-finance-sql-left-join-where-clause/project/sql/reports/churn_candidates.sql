-- Customers whose last paid order is older than %(days)s days, newest plan first.
-- Used by the CS team's weekly churn call list.

WITH last_paid AS (
    SELECT
        o.customer_id,
        MAX(o.created_at) AS last_paid_at,
        COUNT(*)          AS paid_orders
    FROM orders o
    WHERE o.status = 'paid'
    GROUP BY o.customer_id
)
SELECT
    c.id                          AS customer_id,
    c.name                        AS customer_name,
    c.email                       AS email,
    p.code                        AS plan,
    lp.last_paid_at,
    COALESCE(lp.paid_orders, 0)   AS paid_orders
FROM customers c
JOIN plans p
    ON p.id = c.plan_id
LEFT JOIN last_paid lp
    ON lp.customer_id = c.id
WHERE c.deleted_at IS NULL
  AND p.code <> 'free'
  AND (lp.last_paid_at IS NULL OR lp.last_paid_at < now() - make_interval(days => %(days)s))
ORDER BY p.code, lp.last_paid_at NULLS FIRST
LIMIT 500;
