-- 0042: index for the monthly report's date range scan
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_status_created_at_idx
    ON orders (status, created_at);
