-- 运营报表视图（repeatable）
DROP VIEW IF EXISTS v_daily_payment;
CREATE VIEW v_daily_payment AS
SELECT date_trunc('day', p.paid_at AT TIME ZONE 'Asia/Shanghai')::date AS pay_date,
       p.merchant_id,
       p.channel,
       p.refund_status,
       count(*)                                   AS pay_count,
       sum(p.amount)                              AS pay_amount
  FROM payments p
 WHERE p.status = 'succeeded'
 GROUP BY 1, 2, 3, 4;

CREATE OR REPLACE VIEW v_refund_detail AS
SELECT r.refund_no,
       p.payment_no,
       p.merchant_id,
       r.amount,
       r.status,
       r.created_at,
       r.finished_at
  FROM refunds r
  JOIN payments p ON p.id = r.payment_id;
