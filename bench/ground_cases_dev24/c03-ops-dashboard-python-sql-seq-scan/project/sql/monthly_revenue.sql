-- Monthly revenue per customer for the ops dashboard.
-- params: :start (date, inclusive), :end (date, exclusive)
SELECT
    o.customer_id,
    COUNT(*)           AS order_count,
    SUM(o.total_cents) AS revenue_cents,
    MAX(o.created_at)  AS last_order_at
FROM orders o
WHERE DATE(o.created_at) >= :start AND DATE(o.created_at) < :end
  AND o.status IN ('paid', 'shipped', 'completed')
GROUP BY o.customer_id
ORDER BY revenue_cents DESC;
