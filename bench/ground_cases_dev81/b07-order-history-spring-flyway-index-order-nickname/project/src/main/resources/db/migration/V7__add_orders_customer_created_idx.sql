-- 注文履歴 API（顧客ごとの新しい順）用
CREATE INDEX idx_orders_created_customer ON orders (created_at, customer_id);
