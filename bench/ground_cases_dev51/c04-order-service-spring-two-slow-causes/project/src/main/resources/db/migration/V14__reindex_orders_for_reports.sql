-- 2.14: 运营报表按日期范围扫描订单，重建索引让 created_at 打头
-- 报表 SQL: SELECT ... FROM orders WHERE created_at BETWEEN ? AND ? AND customer_id IN (...)
ALTER TABLE orders ADD COLUMN coupon_code VARCHAR(32) NULL;

DROP INDEX idx_orders_customer_created ON orders;
CREATE INDEX idx_orders_created_customer ON orders (created_at, customer_id);
