CREATE TABLE order_items (
    id          BIGSERIAL PRIMARY KEY,
    order_id    BIGINT       NOT NULL REFERENCES orders (id),
    sku         VARCHAR(40)  NOT NULL,
    unit_price  NUMERIC(12, 0) NOT NULL,
    quantity    INTEGER      NOT NULL CHECK (quantity > 0),
    created_at  TIMESTAMP    NOT NULL DEFAULT now()
);

CREATE INDEX idx_order_items_order_id ON order_items (order_id);
