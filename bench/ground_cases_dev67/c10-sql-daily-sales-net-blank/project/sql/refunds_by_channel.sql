-- mart.refunds_by_channel: refund count and amount per channel and reason
INSERT INTO mart.refunds_by_channel (biz_date, channel_group, reason, refunds, refund_amount)
SELECT %(day)s AS biz_date,
       COALESCE(cm.channel_group, 'other') AS channel_group,
       r.reason,
       COUNT(*) AS refunds,
       SUM(r.amount) AS refund_amount
FROM ods.refunds r
JOIN ods.payments p ON p.order_id = r.order_id AND p.status = 'success'
LEFT JOIN dim.channel_map cm ON cm.channel = p.channel
WHERE (r.refunded_at AT TIME ZONE 'Asia/Shanghai')::date = %(day)s
GROUP BY 2, 3;

-- reasons are free text from the CS tool; keep the top ones readable
-- 'quality'   质量问题
-- 'wrong_item' 发错货
-- 'no_reason' 七天无理由
-- 'late'      超时未发货
-- 'other'     其他
--
-- Notes:
-- * refunds are attributed to the payment channel, not the refund channel
-- * partial refunds appear once per refund record
-- * amounts are in fen (integer), like ods.orders.amount
-- * the dashboard divides by 100 for yuan
-- * a day without refunds simply has no rows here
-- * channels missing from dim.channel_map are reported as 'other'
--
-- Checks after a rebuild:
--   SELECT biz_date, SUM(refund_amount) FROM mart.refunds_by_channel GROUP BY 1 ORDER BY 1 DESC LIMIT 7;
--   SELECT reason, COUNT(*) FROM mart.refunds_by_channel WHERE biz_date = CURRENT_DATE - 1 GROUP BY 1;
