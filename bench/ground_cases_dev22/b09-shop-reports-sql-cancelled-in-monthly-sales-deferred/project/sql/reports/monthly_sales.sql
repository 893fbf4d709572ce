-- 月次売上レポート（管理画面「売上」タブ、経理向けCSV）
-- :from_month, :to_month は 'YYYY-MM-01'
WITH paid_orders AS (
    SELECT
        o.id,
        o.shop_id,
        o.total_amount,
        o.created_at
    FROM orders o
    WHERE o.paid_at IS NOT NULL
),
monthly AS (
    SELECT
        date_trunc('month', p.created_at AT TIME ZONE 'Asia/Tokyo') AS month,
        p.shop_id,
        count(*) AS order_count,
        sum(p.total_amount) AS sales
    FROM paid_orders p
    GROUP BY 1, 2
)
SELECT
    to_char(m.month, 'YYYY-MM') AS month,
    s.name AS shop_name,
    m.order_count,
    m.sales
FROM monthly m
JOIN shops s ON s.id = m.shop_id
WHERE m.month BETWEEN :from_month AND :to_month
ORDER BY m.month, s.name;
