-- 月次売上レポート (経理提出用)
--
-- パラメータ:
--   %(month_start)s       対象月の 1 日 (date)
--   %(next_month_start)s  翌月の 1 日 (date)。期間は [month_start, next_month_start)
--
-- 返金は返金日ではなく元の注文の月で差し引く。
-- 金額はすべて税込。

SELECT
    s.code                                            AS store_code,
    s.name                                            AS store_name,
    s.region                                          AS region,
    COUNT(DISTINCT o.id)                              AS orders,
    SUM(o.total_amount)                               AS gross_sales,
    SUM(COALESCE(r.amount, 0))                        AS refunds,
    SUM(o.total_amount) - SUM(COALESCE(r.amount, 0))  AS net_sales,
    MAX(t.target_sales)                               AS target_sales,
    ROUND(
        (SUM(o.total_amount) - SUM(COALESCE(r.amount, 0)))::numeric
        / NULLIF(MAX(t.target_sales), 0) * 100, 1
    )                                                 AS achievement_pct
FROM orders o
JOIN stores s
  ON s.id = o.store_id
LEFT JOIN refunds r
  ON r.order_id = o.id
LEFT JOIN store_targets t
  ON t.store_id = s.id
 AND t.month = %(month_start)s
WHERE o.status IN ('paid', 'shipped', 'completed')
  AND o.ordered_at >= %(month_start)s
  AND o.ordered_at <  %(next_month_start)s
GROUP BY s.code, s.name, s.region
ORDER BY s.code;
