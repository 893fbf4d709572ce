BEGIN;
DROP POLICY IF EXISTS order_events_tenant_isolation ON order_events;
ALTER TABLE order_events DISABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS orders_tenant_isolation ON orders;
ALTER TABLE orders DISABLE ROW LEVEL SECURITY;
ALTER TABLE order_events DROP COLUMN IF EXISTS tenant_id;
ALTER TABLE orders DROP COLUMN IF EXISTS tenant_id;
COMMIT;
