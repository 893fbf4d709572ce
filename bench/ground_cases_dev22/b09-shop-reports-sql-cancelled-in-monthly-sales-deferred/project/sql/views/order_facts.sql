CREATE OR REPLACE VIEW order_facts AS
SELECT
    o.id AS order_id,
    o.shop_id,
    s.name AS shop_name,
    s.region,
    o.status,
    o.total_amount,
    o.created_at
FROM orders o
JOIN shops s ON s.id = o.shop_id;
