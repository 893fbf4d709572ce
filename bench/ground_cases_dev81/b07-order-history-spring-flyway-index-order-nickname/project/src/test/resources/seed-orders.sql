INSERT INTO customers (id, email, name) VALUES (1, 'yamada@example.com', '山田太郎');

INSERT INTO orders (customer_id, order_no, total_yen, status, created_at)
SELECT 1, 'T' || lpad(g::text, 7, '0'), 1000 + g, 'PLACED', TIMESTAMP '2025-01-01' + g * INTERVAL '1 hour'
FROM generate_series(1, 120) AS g;

INSERT INTO order_items (order_id, sku, name, quantity, price_yen)
SELECT o.id, 'SKU-' || o.id, '商品 ' || o.id, 1, o.total_yen
FROM orders o;
