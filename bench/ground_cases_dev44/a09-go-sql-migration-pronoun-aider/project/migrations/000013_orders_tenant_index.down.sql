DROP INDEX CONCURRENTLY IF EXISTS orders_tenant_id_created_at_idx;
