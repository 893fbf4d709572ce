CREATE TABLE order_items (
    id           BIGSERIAL PRIMARY KEY,
    order_id     BIGINT       NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    sku          VARCHAR(40)  NOT NULL,
    quantity     INT          NOT NULL CHECK (quantity > 0),
    unit_price   BIGINT       NOT NULL
);

CREATE INDEX idx_order_items_order_id ON order_items (order_id);
