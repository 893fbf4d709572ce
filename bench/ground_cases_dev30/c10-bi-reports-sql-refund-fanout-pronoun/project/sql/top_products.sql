-- top_products: best sellers of the period by quantity, for the ops weekly mail.
-- Params: %(start_date)s, %(end_date)s, %(limit)s
SELECT
    i.sku,
    MAX(i.title)            AS title,
    SUM(i.quantity)         AS quantity,
    SUM(i.line_total_cents) AS sales_cents
FROM order_items i
JOIN orders o ON o.id = i.order_id
WHERE o.status IN ('paid', 'shipped', 'completed')
  AND o.paid_at >= (%(start_date)s::date)::timestamp AT TIME ZONE 'Asia/Shanghai'
  AND o.paid_at <  ((%(end_date)s::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')
GROUP BY i.sku
ORDER BY quantity DESC
LIMIT %(limit)s;
