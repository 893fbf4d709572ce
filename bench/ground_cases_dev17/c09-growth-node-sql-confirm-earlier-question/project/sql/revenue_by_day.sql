-- Daily revenue of paid orders, one row per day (days without orders = 0).
-- $1 = first day, $2 = last day, both 'YYYY-MM-DD', inclusive.
WITH days AS (
  SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day
),
paid AS (
  SELECT
    date_trunc('day', o.paid_at)::date AS day,
    count(*)                            AS orders,
    sum(o.amount)                       AS revenue,
    sum(o.amount) FILTER (WHERE o.coupon_id IS NOT NULL) AS coupon_revenue
  FROM orders o
  WHERE o.status = 'paid'
    AND o.paid_at BETWEEN $1 AND $2
  GROUP BY 1
)
SELECT
  d.day,
  coalesce(p.orders, 0)         AS orders,
  coalesce(p.revenue, 0)        AS revenue,
  coalesce(p.coupon_revenue, 0) AS coupon_revenue
FROM days d
LEFT JOIN paid p USING (day)
ORDER BY d.day;
