-- 月次売上レポート（経理向け）
-- パラメータ: %(month)s  対象月の任意の日付 (例: '2025-10-01')
-- 税込売上から返金を差し引いた純売上を、チャネル別・日別に出す
WITH params AS (
    SELECT date_trunc('month', %(month)s::date) AS month_start
),
paid_orders AS (
    SELECT
        o.id,
        o.channel,
        o.created_at,
        o.total_amount
    FROM orders o
    CROSS JOIN params p
    WHERE o.status IN ('paid', 'shipped', 'delivered')
      AND o.created_at BETWEEN p.month_start AND p.month_start + interval '1 month - 1 day'
),
refunds_in_month AS (
    SELECT
        r.order_id,
        sum(r.amount) AS refunded
    FROM refunds r
    JOIN paid_orders po ON po.id = r.order_id
    GROUP BY r.order_id
)
SELECT
    (po.created_at AT TIME ZONE 'Asia/Tokyo')::date AS sales_date,
    po.channel,
    count(*)                                        AS orders,
    sum(po.total_amount)                            AS gross,
    coalesce(sum(rf.refunded), 0)                   AS refunded,
    sum(po.total_amount) - coalesce(sum(rf.refunded), 0) AS net
FROM paid_orders po
LEFT JOIN refunds_in_month rf ON rf.order_id = po.id
GROUP BY 1, 2
ORDER BY 1, 2;
