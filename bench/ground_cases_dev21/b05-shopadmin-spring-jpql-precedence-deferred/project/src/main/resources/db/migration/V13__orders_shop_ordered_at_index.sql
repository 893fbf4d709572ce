-- 月次売上サマリー（shop_id + ordered_at の範囲検索）用
CREATE INDEX idx_orders_shop_ordered_at ON orders (shop_id, ordered_at);
