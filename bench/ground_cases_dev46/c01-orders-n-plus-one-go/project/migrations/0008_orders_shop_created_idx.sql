-- +goose NO TRANSACTION
-- +goose Up
CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_orders_shop_created
    ON orders (shop_id, created_at DESC);

-- +goose Down
DROP INDEX CONCURRENTLY IF EXISTS idx_orders_shop_created;
