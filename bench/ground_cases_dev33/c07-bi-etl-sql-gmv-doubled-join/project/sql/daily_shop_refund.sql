-- 每日店铺退款金额
INSERT INTO dws.shop_daily_refund (stat_date, shop_id, refund_cnt, refund_amount, updated_at)
SELECT
    DATE(r.refunded_at AT TIME ZONE 'Asia/Shanghai') AS stat_date,
    o.shop_id,
    COUNT(r.id),
    SUM(r.amount),
    NOW()
FROM ods.refunds r
JOIN ods.orders o ON o.id = r.order_id
WHERE r.refunded_at >= :start
  AND r.refunded_at <  :end
  AND r.status = 'success'
GROUP BY 1, 2
ON CONFLICT (stat_date, shop_id) DO UPDATE SET
    refund_cnt    = EXCLUDED.refund_cnt,
    refund_amount = EXCLUDED.refund_amount,
    updated_at    = EXCLUDED.updated_at;
