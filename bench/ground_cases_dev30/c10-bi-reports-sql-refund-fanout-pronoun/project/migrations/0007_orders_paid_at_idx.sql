-- daily_revenue / top_products filter orders by paid_at range
CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_orders_paid_at ON orders (paid_at);
