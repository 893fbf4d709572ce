-- 日次注文件数（CS チームのダッシュボード用）
-- params: :from (date), :to (date, 含まない)

SELECT
    o.ordered_at::date                    AS day,
    o.channel,
    COUNT(*)                              AS orders,
    SUM(o.total_amount - o.discount_amount) AS net_sales
FROM orders o
WHERE o.ordered_at >= CAST(:from AS date)
  AND o.ordered_at <  CAST(:to AS date)
  AND o.status = 'paid'
GROUP BY 1, 2
ORDER BY 1, 2;
