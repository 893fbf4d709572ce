-- +migrate Up
ALTER TABLE orders ADD COLUMN shipped_at timestamptz;

-- Backfill from the first 'shipped' event of each order.
UPDATE orders o
SET shipped_at = e.first_shipped
FROM (
    SELECT order_id, min(created_at) AS first_shipped
    FROM order_events
    WHERE type = 'shipped'
    GROUP BY order_id
) e
WHERE e.order_id = o.id;

CREATE INDEX orders_shipped_at_idx ON orders(shipped_at) WHERE shipped_at IS NOT NULL;

-- +migrate Down
DROP INDEX IF EXISTS orders_shipped_at_idx;
ALTER TABLE orders DROP COLUMN shipped_at;
