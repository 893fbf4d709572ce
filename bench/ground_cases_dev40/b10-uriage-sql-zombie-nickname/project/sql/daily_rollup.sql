-- Daily sales per account, written to analytics.daily_sales by pipeline/rollup.py.
-- %(day)s is the JST business day to aggregate.
WITH day_orders AS (
    SELECT
        o.id,
        o.account_id,
        o.total_amount,
        o.tax_amount,
        o.channel
    FROM orders o
    WHERE o.ordered_at >= (%(day)s::date) AT TIME ZONE 'Asia/Tokyo'
      AND o.ordered_at <  (%(day)s::date + 1) AT TIME ZONE 'Asia/Tokyo'
      AND o.status <> 'cancelled'
),
item_counts AS (
    SELECT oi.order_id, SUM(oi.quantity) AS items
    FROM order_items oi
    JOIN day_orders d ON d.id = oi.order_id
    GROUP BY oi.order_id
),
day_refunds AS (
    SELECT r.account_id, SUM(r.amount) AS refund_amount
    FROM refunds r
    WHERE r.refunded_at >= (%(day)s::date) AT TIME ZONE 'Asia/Tokyo'
      AND r.refunded_at <  (%(day)s::date + 1) AT TIME ZONE 'Asia/Tokyo'
    GROUP BY r.account_id
)
SELECT
    %(day)s::date                                            AS day,
    d.account_id,
    a.name                                                   AS account_name,
    a.plan                                                   AS account_plan,
    COUNT(*)                                                 AS order_count,
    COALESCE(SUM(ic.items), 0)                               AS item_count,
    SUM(d.total_amount)                                      AS gross_amount,
    SUM(d.tax_amount)                                        AS tax_amount,
    SUM(d.total_amount) FILTER (WHERE d.channel = 'web')     AS web_amount,
    SUM(d.total_amount) FILTER (WHERE d.channel = 'store')   AS store_amount,
    COALESCE(MAX(dr.refund_amount), 0)                       AS refund_amount
FROM day_orders d
LEFT JOIN accounts a ON a.id = d.account_id AND a.deleted_at IS NULL
LEFT JOIN item_counts ic ON ic.order_id = d.id
LEFT JOIN day_refunds dr ON dr.account_id = d.account_id
GROUP BY d.account_id, a.name, a.plan
ORDER BY d.account_id;
