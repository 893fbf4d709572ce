CREATE TABLE orders (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT       NOT NULL REFERENCES customers (id),
    status        VARCHAR(16)  NOT NULL,
    total_amount  INTEGER      NOT NULL, -- 税込, 送料込み
    shipping_fee  INTEGER      NOT NULL DEFAULT 0,
    ordered_at    TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE TABLE order_items (
    id            BIGSERIAL PRIMARY KEY,
    order_id      BIGINT       NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    sku           VARCHAR(32)  NOT NULL,
    product_type  VARCHAR(16)  NOT NULL DEFAULT 'GOODS',
    unit_price    INTEGER      NOT NULL, -- 税込
    quantity      INTEGER      NOT NULL CHECK (quantity > 0)
);

CREATE INDEX idx_orders_ordered_at ON orders (ordered_at);
CREATE INDEX idx_order_items_order_id ON order_items (order_id);
