-- Orders for one business day, one row per order line summed per order.
-- :day is the business day (Asia/Tokyo) as a DATE.
SELECT
    o.id            AS order_id,
    o.customer_id,
    o.shop_id,
    o.created_at,
    o.created_at::date AS ordered_date,
    SUM(l.unit_price * l.quantity) AS amount,
    o.status
FROM orders o
JOIN order_lines l ON l.order_id = o.id
WHERE o.created_at >= %(day)s
  AND o.created_at <  %(day)s + INTERVAL '1 day'
  AND o.status IN ('paid', 'shipped', 'delivered')
GROUP BY o.id, o.customer_id, o.shop_id, o.created_at, o.status
ORDER BY o.created_at;
