-- 月次売上レポート(店舗別)
-- 使い方: psql "$DATABASE_URL" -v month="'2025-05-01'" -f reports/monthly_sales.sql
-- 金額は税込・円。日付の区切りは JST。
-- 返金は返金日ではなく元の注文の月で差し引く(経理の締め方に合わせる)。

WITH params AS (
    SELECT
        (:month)::date                                            AS month_start,
        ((:month)::date + interval '1 month' - interval '1 day')  AS month_end
),
orders_in_month AS (
    SELECT o.id, o.store_id, o.total_amount
    FROM orders o
    CROSS JOIN params p
    WHERE o.status IN ('paid', 'shipped', 'delivered')
      AND (o.ordered_at AT TIME ZONE 'Asia/Tokyo') >= p.month_start
      AND (o.ordered_at AT TIME ZONE 'Asia/Tokyo') <  p.month_end
),
refunds_per_order AS (
    SELECT r.order_id, sum(r.amount) AS amount
    FROM refunds r
    WHERE r.status = 'completed'
    GROUP BY r.order_id
)
SELECT
    s.code                                            AS store_code,
    s.name                                            AS store_name,
    count(DISTINCT o.id)                              AS order_count,
    sum(o.total_amount)                               AS gross_sales,
    coalesce(sum(r.amount), 0)                        AS refunds,
    sum(o.total_amount) - coalesce(sum(r.amount), 0)  AS net_sales
FROM orders_in_month o
JOIN stores s ON s.id = o.store_id
LEFT JOIN refunds_per_order r ON r.order_id = o.id
GROUP BY s.code, s.name
ORDER BY s.code;
