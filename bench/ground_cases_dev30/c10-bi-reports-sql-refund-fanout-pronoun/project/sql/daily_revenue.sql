-- daily_revenue: revenue per day and sales channel for the finance dashboard.
-- Params: %(start_date)s, %(end_date)s -- inclusive calendar days in Asia/Shanghai.
-- Amounts are in cents (fen). Refunds only count once they have succeeded.
-- Channels are folded the way finance reports them: ios/android -> app, mini_program -> wechat.
-- Owner: finance (see config.yaml); changes to the numbers need their sign-off.
WITH paid AS (
    SELECT
        o.id,
        CASE
            WHEN o.channel IN ('ios', 'android') THEN 'app'
            WHEN o.channel = 'mini_program' THEN 'wechat'
            ELSE o.channel
        END AS channel,
        o.amount_cents,
        (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date AS day
    FROM orders o
    WHERE o.status IN ('paid', 'shipped', 'completed', 'refunded', 'partially_refunded')
      AND o.paid_at >= (%(start_date)s::date)::timestamp AT TIME ZONE 'Asia/Shanghai'
      AND o.paid_at <  ((%(end_date)s::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')
)
SELECT
    p.day,
    p.channel,
    COUNT(DISTINCT p.id)                                   AS orders,
    SUM(p.amount_cents)                                    AS gross_cents,
    COALESCE(SUM(r.amount_cents), 0)                       AS refund_cents,
    SUM(p.amount_cents) - COALESCE(SUM(r.amount_cents), 0) AS net_cents
FROM paid p
LEFT JOIN refunds r ON r.order_id = p.id AND r.status = 'succeeded'
GROUP BY p.day, p.channel
ORDER BY p.day, p.channel;
