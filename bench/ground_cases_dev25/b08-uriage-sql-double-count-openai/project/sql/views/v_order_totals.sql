CREATE OR REPLACE VIEW v_order_totals AS
SELECT
    o.id                                   AS order_id,
    o.customer_id,
    o.channel,
    o.ordered_at,
    SUM(oi.unit_price * oi.quantity)       AS items_amount,
    o.shipping_fee,
    o.discount_amount,
    o.total_amount
FROM orders o
JOIN order_items oi ON oi.order_id = o.id
GROUP BY o.id;
