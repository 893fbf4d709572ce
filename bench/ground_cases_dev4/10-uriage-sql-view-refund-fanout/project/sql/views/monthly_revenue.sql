-- 月次売上（返金控除後）
CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.paid_at) AS month,
    SUM(o.amount) AS gross,
    COALESCE(SUM(r.amount), 0) AS refunded,
    SUM(o.amount) - COALESCE(SUM(r.amount), 0) AS net
FROM orders o
LEFT JOIN refunds r ON r.order_id = o.id
WHERE o.status = 'paid'
GROUP BY 1;
