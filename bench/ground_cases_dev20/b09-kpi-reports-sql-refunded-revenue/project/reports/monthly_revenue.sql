-- 月次売上レポート(経理向け・店舗別)
-- params: :month_start  対象月の月初(JST の日付, 例 2024-03-01)
-- 金額は税込 JPY。支払日(paid_at)基準で集計する。

WITH bounds AS (
    SELECT
        (:month_start::date)::timestamp AT TIME ZONE 'Asia/Tokyo'                        AS start_utc,
        ((:month_start::date + INTERVAL '1 month')::timestamp) AT TIME ZONE 'Asia/Tokyo' AS end_utc
),
paid_orders AS (
    SELECT
        o.id,
        o.shop_id,
        o.total_amount,
        o.paid_at
    FROM orders o
    CROSS JOIN bounds b
    WHERE o.paid_at >= b.start_utc
      AND o.paid_at <  b.end_utc
      AND o.status <> 'cancelled'
)
SELECT
    s.code                 AS shop_code,
    s.name                 AS shop_name,
    COUNT(*)               AS orders,
    SUM(p.total_amount)    AS revenue,
    ROUND(AVG(p.total_amount)) AS avg_order_value
FROM paid_orders p
JOIN shops s ON s.id = p.shop_id
GROUP BY s.code, s.name
ORDER BY revenue DESC;
