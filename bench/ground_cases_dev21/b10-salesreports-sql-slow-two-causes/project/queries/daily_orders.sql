-- 日次の注文件数（ダッシュボード用）
-- psql "$REPORT_DB_URL" -v target_date=2025-11-20 -f queries/daily_orders.sql

SELECT
    s.name                          AS shop,
    COUNT(*)                        AS orders,
    COUNT(*) FILTER (WHERE o.status = 'cancelled') AS cancelled,
    SUM(o.total_amount) FILTER (WHERE o.status <> 'cancelled') AS sales
FROM orders o
JOIN shops s ON s.id = o.shop_id
WHERE o.ordered_at >= :'target_date'::date
  AND o.ordered_at <  :'target_date'::date + interval '1 day'
GROUP BY s.name
ORDER BY orders DESC;
