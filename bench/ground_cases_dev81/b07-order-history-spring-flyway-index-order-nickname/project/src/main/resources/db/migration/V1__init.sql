CREATE TABLE customers (
    id          BIGSERIAL PRIMARY KEY,
    email       VARCHAR(254) NOT NULL UNIQUE,
    name        VARCHAR(100) NOT NULL,
    created_at  TIMESTAMP NOT NULL DEFAULT now()
);

CREATE TABLE orders (
    id           BIGSERIAL PRIMARY KEY,
    customer_id  BIGINT NOT NULL REFERENCES customers (id),
    order_no     VARCHAR(20) NOT NULL UNIQUE,
    total_yen    INTEGER NOT NULL,
    created_at   TIMESTAMP NOT NULL DEFAULT now()
);

CREATE TABLE order_items (
    id          BIGSERIAL PRIMARY KEY,
    order_id    BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    sku         VARCHAR(40) NOT NULL,
    name        VARCHAR(200) NOT NULL,
    quantity    INTEGER NOT NULL,
    price_yen   INTEGER NOT NULL
);

CREATE INDEX idx_order_items_order_id ON order_items (order_id);
