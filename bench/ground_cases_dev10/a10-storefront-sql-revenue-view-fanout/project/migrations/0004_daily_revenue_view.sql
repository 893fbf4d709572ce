-- +migrate Up
-- Gross sales, refunds and net revenue per calendar day (Europe/Amsterdam), for the dashboard.
-- Refunds are counted on the day the order was placed.
CREATE VIEW daily_revenue AS
SELECT
    (o.placed_at AT TIME ZONE 'Europe/Amsterdam')::date            AS day,
    count(DISTINCT o.id)                                           AS orders,
    sum(oi.quantity * oi.unit_price)                               AS gross,
    coalesce(sum(r.amount), 0)                                     AS refunded,
    sum(oi.quantity * oi.unit_price) - coalesce(sum(r.amount), 0)  AS net
FROM orders o
JOIN order_items oi ON oi.order_id = o.id
LEFT JOIN refunds r ON r.order_id = o.id
WHERE o.status <> 'cancelled'
GROUP BY 1;

-- +migrate Down
DROP VIEW IF EXISTS daily_revenues;
