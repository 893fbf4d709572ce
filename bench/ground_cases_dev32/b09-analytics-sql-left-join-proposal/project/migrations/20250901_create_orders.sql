CREATE TABLE orders (
    id            bigserial PRIMARY KEY,
    customer_id   bigint      NOT NULL REFERENCES customers (id),
    channel_id    integer     NOT NULL REFERENCES channels (id),
    status        text        NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled', 'refunded')),
    total_amount  integer     NOT NULL CHECK (total_amount >= 0),
    ordered_at    timestamptz NOT NULL,
    paid_at       timestamptz,
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX idx_orders_ordered_at ON orders (ordered_at);
