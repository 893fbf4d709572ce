-- 003: orders are always listed per customer, newest first
CREATE INDEX IF NOT EXISTS orders_customer_created_idx
    ON orders (customer_id, created_at DESC);

CREATE INDEX IF NOT EXISTS orders_created_idx
    ON orders (created_at);
