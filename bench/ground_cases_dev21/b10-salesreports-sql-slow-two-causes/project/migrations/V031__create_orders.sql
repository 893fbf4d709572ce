CREATE TABLE orders (
    id            bigserial PRIMARY KEY,
    shop_id       bigint      NOT NULL REFERENCES shops (id),
    customer_id   bigint      NOT NULL REFERENCES customers (id),
    status        text        NOT NULL DEFAULT 'pending',
    total_amount  integer     NOT NULL,
    ordered_at    timestamp   NOT NULL DEFAULT now()
);

CREATE INDEX idx_orders_ordered_at ON orders (ordered_at);
CREATE INDEX idx_orders_shop_id ON orders (shop_id);

CREATE TABLE order_items (
    id          bigserial PRIMARY KEY,
    order_id    bigint  NOT NULL REFERENCES orders (id),
    product_id  bigint  NOT NULL REFERENCES products (id),
    quantity    integer NOT NULL CHECK (quantity > 0),
    unit_price  integer NOT NULL
);

CREATE INDEX idx_order_items_order_id ON order_items (order_id);
CREATE INDEX idx_order_items_product_id ON order_items (product_id);
