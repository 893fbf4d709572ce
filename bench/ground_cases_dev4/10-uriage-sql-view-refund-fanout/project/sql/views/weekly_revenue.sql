-- 週次売上（返金控除後）
CREATE OR REPLACE VIEW weekly_revenue AS
SELECT
    date_trunc('week', o.paid_at) AS week,
    SUM(o.amount) AS gross,
    COALESCE(SUM(r.refunded), 0) AS refunded,
    SUM(o.amount) - COALESCE(SUM(r.refunded), 0) AS net
FROM orders o
LEFT JOIN (
    SELECT order_id, SUM(amount) AS refunded FROM refunds GROUP BY order_id
) r ON r.order_id = o.id
WHERE o.status = 'paid'
GROUP BY 1;
