-- Local development data. Safe to re-run: truncates everything first.
BEGIN;

TRUNCATE refunds, order_events, order_items, orders, products, customers RESTART IDENTITY CASCADE;

INSERT INTO customers (email, name) VALUES
    ('ines@example.com',   'Ines Vermeulen'),
    ('tom@example.com',    'Tom Bakker'),
    ('sofia@example.com',  'Sofia Rossi');

INSERT INTO products (sku, name, price) VALUES
    ('MUG-01',  'Stoneware mug',      14.50),
    ('TEA-GRN', 'Green tea 100g',      8.90),
    ('POT-02',  'Cast iron teapot',   49.00),
    ('STR-01',  'Tea strainer',        6.25);

INSERT INTO orders (customer_id, placed_at, status) VALUES
    (1, '2025-10-13 09:12+02', 'delivered'),
    (2, '2025-10-13 17:40+02', 'shipped'),
    (3, '2025-10-14 11:05+02', 'delivered'),
    (1, '2025-10-14 20:31+02', 'paid'),
    (2, '2025-10-15 08:02+02', 'cancelled');

INSERT INTO order_items (order_id, product_id, quantity, unit_price) VALUES
    (1, 1, 2, 14.50),
    (1, 2, 1,  8.90),
    (2, 3, 1, 49.00),
    (3, 1, 1, 14.50),
    (3, 2, 3,  8.90),
    (3, 4, 1,  6.25),
    (4, 2, 2,  8.90),
    (5, 3, 1, 49.00);

INSERT INTO order_events (order_id, type, created_at) VALUES
    (1, 'paid',      '2025-10-13 09:13+02'),
    (1, 'shipped',   '2025-10-13 15:00+02'),
    (1, 'delivered', '2025-10-15 10:20+02'),
    (2, 'paid',      '2025-10-13 17:41+02'),
    (2, 'shipped',   '2025-10-14 14:30+02'),
    (3, 'paid',      '2025-10-14 11:06+02'),
    (3, 'shipped',   '2025-10-14 16:45+02'),
    (3, 'delivered', '2025-10-16 09:10+02'),
    (4, 'paid',      '2025-10-14 20:32+02');

-- Partial refunds: order 3 (three items) had a broken mug and a missing strainer.
INSERT INTO refunds (order_id, amount, reason, created_at) VALUES
    (3, 14.50, 'mug arrived broken',  '2025-10-16 12:00+02'),
    (3,  6.25, 'strainer missing',    '2025-10-16 12:05+02'),
    (1,  8.90, 'wrong tea',           '2025-10-15 18:30+02');

COMMIT;
