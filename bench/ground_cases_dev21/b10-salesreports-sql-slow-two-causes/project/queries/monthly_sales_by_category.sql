-- 月次 カテゴリ別売上レポート
-- 使い方: psql "$REPORT_DB_URL" -v target_month=2025-10-01 -f queries/monthly_sales_by_category.sql
-- 毎月1日 9:00 に scripts/run_report.sh から実行され、結果は #sales-report に投稿される

WITH target_orders AS (
    SELECT o.id, o.shop_id
    FROM orders o
    WHERE o.status <> 'cancelled'
      AND date_trunc('month', o.ordered_at) = date_trunc('month', :'target_month'::date)
),
item_sales AS (
    SELECT
        p.category_id,
        oi.quantity,
        oi.unit_price * oi.quantity AS amount
    FROM target_orders t
    JOIN order_items oi ON oi.order_id = t.id
    JOIN products p ON p.id = oi.product_id
)
SELECT
    c.name                       AS category,
    SUM(s.quantity)              AS units,
    SUM(s.amount)                AS sales,
    ROUND(100.0 * SUM(s.amount) / SUM(SUM(s.amount)) OVER (), 1) AS share_pct
FROM item_sales s
JOIN categories c ON c.id = s.category_id
GROUP BY c.name
ORDER BY sales DESC;
