-- +goose Up
CREATE INDEX CONCURRENTLY IF NOT EXISTS orders_created_at_idx
    ON orders (created_at DESC)
    WHERE deleted_at IS NULL;

-- +goose Down
DROP INDEX CONCURRENTLY IF EXISTS orders_created_at_idx;
