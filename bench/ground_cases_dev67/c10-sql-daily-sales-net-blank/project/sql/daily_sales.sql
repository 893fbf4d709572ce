-- mart.daily_sales: one row per (biz_date, channel_group)
-- :day is a local (Asia/Shanghai) calendar date
INSERT INTO mart.daily_sales (biz_date, channel_group, orders, gross_amount, refund_amount, net_amount)
WITH paid AS (
    SELECT o.id,
           o.amount,
           COALESCE(cm.channel_group, 'other') AS channel_group
    FROM ods.orders o
    JOIN ods.payments p ON p.order_id = o.id AND p.status = 'success'
    LEFT JOIN dim.channel_map cm ON cm.channel = p.channel
    WHERE (p.paid_at AT TIME ZONE 'Asia/Shanghai')::date = %(day)s
),
refunds AS (
    SELECT COALESCE(cm.channel_group, 'other') AS channel_group,
           SUM(r.amount) AS refund_amount
    FROM ods.refunds r
    JOIN ods.payments p ON p.order_id = r.order_id AND p.status = 'success'
    LEFT JOIN dim.channel_map cm ON cm.channel = p.channel
    WHERE (r.refunded_at AT TIME ZONE 'Asia/Shanghai')::date = %(day)s
    GROUP BY cm.channel_group
)
SELECT %(day)s AS biz_date,
       paid.channel_group,
       COUNT(*) AS orders,
       SUM(paid.amount) AS gross_amount,
       MAX(refunds.refund_amount) AS refund_amount,
       SUM(paid.amount) - MAX(refunds.refund_amount) AS net_amount
FROM paid
LEFT JOIN refunds ON refunds.channel_group = paid.channel_group
GROUP BY paid.channel_group;
