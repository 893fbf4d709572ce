-- 0032_orders_status_idx.sql
CREATE INDEX CONCURRENTLY orders_status_idx ON orders (status) WHERE status <> 'done';
