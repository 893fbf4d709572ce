-- order_items を作成年でパーティション分割する（肥大化対策）
BEGIN;

ALTER TABLE order_items RENAME TO order_items_old;

CREATE TABLE order_items (
    id          bigint  NOT NULL,
    order_id    bigint  NOT NULL,
    product_id  bigint  NOT NULL,
    quantity    integer NOT NULL CHECK (quantity > 0),
    unit_price  integer NOT NULL,
    created_at  timestamp NOT NULL DEFAULT now(),
    PRIMARY KEY (id, created_at)
) PARTITION BY RANGE (created_at);

CREATE TABLE order_items_2024 PARTITION OF order_items
    FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE order_items_2025 PARTITION OF order_items
    FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');

INSERT INTO order_items (id, order_id, product_id, quantity, unit_price, created_at)
SELECT oi.id, oi.order_id, oi.product_id, oi.quantity, oi.unit_price, o.ordered_at
FROM order_items_old oi
JOIN orders o ON o.id = oi.order_id;

CREATE INDEX idx_order_items_product_id ON order_items (product_id);

DROP TABLE order_items_old;

COMMIT;
