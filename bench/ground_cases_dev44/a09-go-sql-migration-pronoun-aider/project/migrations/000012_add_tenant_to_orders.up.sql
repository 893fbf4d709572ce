-- 000012: orders belong to a tenant.
-- Existing orders get the tenant of their customer; order_events follow their order.

BEGIN;

SET LOCAL lock_timeout = '5s';

ALTER TABLE orders
    ADD COLUMN tenant_id bigint NOT NULL REFERENCES tenants (id);

ALTER TABLE order_events
    ADD COLUMN tenant_id bigint REFERENCES tenants (id);

UPDATE orders o
SET tenant_id = c.tenant_id
FROM customers c
WHERE c.id = o.customer_id;

UPDATE order_events e
SET tenant_id = o.tenant_id
FROM orders o
WHERE o.id = e.order_id;

ALTER TABLE order_events
    ALTER COLUMN tenant_id SET NOT NULL;

-- Row level security: every query must run with app.tenant_id set (see store.WithTenant).
ALTER TABLE orders ENABLE ROW LEVEL SECURITY;
CREATE POLICY orders_tenant_isolation ON orders
    USING (tenant_id = current_setting('app.tenant_id')::bigint);

ALTER TABLE order_events ENABLE ROW LEVEL SECURITY;
CREATE POLICY order_events_tenant_isolation ON order_events
    USING (tenant_id = current_setting('app.tenant_id')::bigint);

COMMIT;
