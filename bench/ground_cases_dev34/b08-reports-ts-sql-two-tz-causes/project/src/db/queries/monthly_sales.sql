-- Sales per shop for one month. $1: first day of the month, 'YYYY-MM-DD'
SELECT
  s.id AS shop_id,
  s.name AS shop_name,
  count(o.id) AS orders,
  coalesce(sum(o.total_amount), 0) AS revenue
FROM shops s
LEFT JOIN orders o
  ON o.shop_id = s.id
 AND o.status IN ('paid', 'shipped', 'delivered')
 AND o.created_at >= $1::date
 AND o.created_at < ($1::date + interval '1 month')
WHERE s.closed_at IS NULL
GROUP BY s.id, s.name
ORDER BY revenue DESC;
