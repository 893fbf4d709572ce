-- Monthly active customers per plan, for the finance dashboard.
-- Owner: finance-analytics. Consumed by the Metabase card "MAC by plan" (refreshed nightly).
-- Params: %(month_start)s  first day of the month (date)
--
-- Every live customer is listed, including those with no paid order in the month
-- (orders = 0, revenue_cents = 0): finance uses the zero rows to spot dormant accounts.

WITH month AS (
    SELECT
        CAST(%(month_start)s AS date)                          AS starts_on,
        CAST(%(month_start)s AS date) + INTERVAL '1 month'     AS ends_before
)
SELECT
    c.id                                  AS customer_id,
    c.name                                AS customer_name,
    p.code                                AS plan,
    COUNT(o.id)                           AS orders,
    COALESCE(SUM(o.amount_cents), 0)      AS revenue_cents,
    MAX(o.created_at)                     AS last_order_at
FROM customers c
JOIN plans p
    ON p.id = c.plan_id
CROSS JOIN month m
LEFT JOIN orders o
    ON o.customer_id = c.id
WHERE c.deleted_at IS NULL
  AND o.status = 'paid'
  AND o.created_at >= m.starts_on AND o.created_at < m.ends_before
GROUP BY c.id, c.name, p.code
ORDER BY revenue_cents DESC, c.name;

-- The CTE costs nothing: Postgres 12+ inlines it into the main query.
