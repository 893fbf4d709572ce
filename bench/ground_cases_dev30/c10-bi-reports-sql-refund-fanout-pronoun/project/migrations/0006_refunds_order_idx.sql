-- refunds are looked up by order in daily_revenue and in the support tool
CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_refunds_order_id ON refunds (order_id);
