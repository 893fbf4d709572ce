-- Aggregate one JST business day of orders into sales_daily.
-- {where} is filled by utils.dates.sales_filter, {sales_date} is the DAG's ds.
INSERT INTO sales_daily (sales_date, shop_id, orders, items, gross_yen, refunds_yen)
SELECT
    DATE '{sales_date}'                          AS sales_date,
    o.shop_id,
    count(DISTINCT o.id)                         AS orders,
    coalesce(sum(oi.quantity), 0)                AS items,
    coalesce(sum(oi.quantity * oi.unit_price), 0) AS gross_yen,
    coalesce(sum(r.amount), 0)                   AS refunds_yen
FROM orders o
JOIN order_items oi ON oi.order_id = o.id
LEFT JOIN refunds r ON r.order_id = o.id
WHERE {where}
  AND o.status <> 'cancelled'
GROUP BY o.shop_id
ON CONFLICT (sales_date, shop_id) DO UPDATE SET
    orders      = EXCLUDED.orders,
    items       = EXCLUDED.items,
    gross_yen   = EXCLUDED.gross_yen,
    refunds_yen = EXCLUDED.refunds_yen;
