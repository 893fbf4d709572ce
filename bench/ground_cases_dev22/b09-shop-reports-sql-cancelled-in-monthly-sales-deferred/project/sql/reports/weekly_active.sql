-- 週次アクティブ店舗数
SELECT
    date_trunc('week', o.created_at) AS week,
    count(DISTINCT o.shop_id) AS active_shops
FROM orders o
WHERE o.status IN ('paid', 'shipped')
  AND o.created_at >= now() - interval '12 weeks'
GROUP BY 1
ORDER BY 1;
