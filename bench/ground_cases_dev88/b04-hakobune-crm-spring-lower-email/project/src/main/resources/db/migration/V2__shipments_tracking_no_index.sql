-- flyway:executeInTransaction=false
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS ux_shipments_tracking_no ON shipments (tracking_no);
