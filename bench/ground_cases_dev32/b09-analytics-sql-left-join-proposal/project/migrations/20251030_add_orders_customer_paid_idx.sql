-- monthly_active_customers / revenue_by_channel 用。
-- 支払済み注文だけの部分インデックスにしてサイズを抑える。
-- 本番では CONCURRENTLY で作成すること（トランザクション外で実行）。
CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_orders_paid_customer_ordered_at
    ON orders (customer_id, ordered_at)
    INCLUDE (total_amount)
    WHERE status = 'paid';
