-- Sales per shop for one Japanese calendar day.
-- $1: the day, 'YYYY-MM-DD'
SELECT
  s.id                                   AS shop_id,
  s.code                                 AS shop_code,
  s.name                                 AS shop_name,
  count(o.id)                            AS orders,
  coalesce(sum(o.subtotal_amount), 0)    AS subtotal,
  coalesce(sum(o.discount_amount), 0)    AS discount,
  coalesce(sum(o.tax_amount), 0)         AS tax,
  coalesce(sum(o.total_amount), 0)       AS revenue
FROM shops s
LEFT JOIN orders o
  ON o.shop_id = s.id
 AND o.status IN ('paid', 'shipped', 'delivered')
 AND o.created_at::date = $1::date
WHERE s.closed_at IS NULL
GROUP BY s.id, s.code, s.name
ORDER BY revenue DESC, s.code;
