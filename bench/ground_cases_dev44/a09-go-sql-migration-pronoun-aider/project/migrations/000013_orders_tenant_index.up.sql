CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_tenant_id_created_at_idx ON orders (tenant_id, created_at DESC);
