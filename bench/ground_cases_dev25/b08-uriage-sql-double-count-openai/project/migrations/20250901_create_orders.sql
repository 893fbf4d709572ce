CREATE TABLE orders (
    id              bigserial PRIMARY KEY,
    customer_id     bigint      NOT NULL REFERENCES customers (id),
    channel         text        NOT NULL CHECK (channel IN ('web', 'app', 'tel')),
    status          text        NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'paid', 'shipped', 'cancelled')),
    total_amount    integer     NOT NULL,
    discount_amount integer     NOT NULL DEFAULT 0,
    shipping_fee    integer     NOT NULL DEFAULT 0,
    carrier         text,
    tracking_no     text,
    shipped_at      timestamptz,
    ordered_at      timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX orders_ordered_at_idx ON orders (ordered_at);
