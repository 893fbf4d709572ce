-- shipments.order_id に index（注文→出荷の参照と JOIN 用）
-- 本番は書き込みを止めないよう CONCURRENTLY で作成する（トランザクション外で実行すること）
CREATE INDEX CONCURRENTLY IF NOT EXISTS shipments_order_id_idx ON shipments (order_id);
