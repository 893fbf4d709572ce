CREATE TABLE orders (
    id           BIGSERIAL PRIMARY KEY,
    order_no     VARCHAR(20)  NOT NULL UNIQUE,
    customer_id  BIGINT       NOT NULL REFERENCES customers (id),
    status       VARCHAR(20)  NOT NULL,
    total_yen    BIGINT       NOT NULL,
    created_at   TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_at   TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE INDEX idx_orders_customer_id ON orders (customer_id);
