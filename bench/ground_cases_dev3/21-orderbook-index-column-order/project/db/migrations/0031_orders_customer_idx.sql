-- 0031_orders_customer_idx.sql
-- Speeds up the "my orders" page: WHERE customer_id = ? ORDER BY created_at DESC LIMIT 20
CREATE INDEX CONCURRENTLY orders_customer_created_idx
    ON orders (created_at DESC, customer_id);
