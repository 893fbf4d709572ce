-- 月次売上レポート（経営会議用）
-- params: :month_start  月初日 (date)
-- チャネル別の注文件数・出荷済み件数・純売上・平均単価
-- キャンセルは除外。金額は税込・値引き後。

WITH params AS (
    SELECT CAST(:month_start AS date)                          AS month_start,
           (CAST(:month_start AS date) + INTERVAL '1 month')::date AS next_month
),
base AS (
    SELECT
        o.id,
        o.channel,
        o.total_amount,
        o.discount_amount,
        o.ordered_at,
        s.shipped_at,
        s.carrier
    FROM orders o
    JOIN params p
      ON o.ordered_at >= p.month_start
     AND o.ordered_at <  p.next_month
    LEFT JOIN shipments s ON s.order_id = o.id
    WHERE o.status <> 'cancelled'
)
SELECT
    channel,
    COUNT(*)                                             AS orders,
    COUNT(shipped_at)                                    AS shipped_orders,
    SUM(total_amount - discount_amount)                  AS net_sales,
    ROUND(AVG(total_amount - discount_amount), 0)        AS avg_order_value,
    SUM(CASE WHEN carrier = 'yamato' THEN 1 ELSE 0 END)  AS yamato_shipments
FROM base
GROUP BY ROLLUP (channel)
ORDER BY channel NULLS LAST;
