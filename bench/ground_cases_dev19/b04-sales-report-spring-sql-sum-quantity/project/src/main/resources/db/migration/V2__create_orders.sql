CREATE TABLE orders (
    id          BIGSERIAL PRIMARY KEY,
    store_id    BIGINT    NOT NULL REFERENCES stores (id),
    ordered_at  TIMESTAMP NOT NULL
);

CREATE INDEX idx_orders_ordered_at ON orders (ordered_at);
