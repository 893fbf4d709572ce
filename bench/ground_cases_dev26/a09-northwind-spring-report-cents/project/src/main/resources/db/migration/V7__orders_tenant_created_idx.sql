-- monthly reports filter by tenant and a created_at range
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_tenant_created_idx
    ON orders (tenant_id, created_at);
