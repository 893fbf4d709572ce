CREATE TABLE orders (
    id            bigserial PRIMARY KEY,
    store_id      bigint NOT NULL REFERENCES stores (id),
    customer_id   bigint,
    status        text NOT NULL CHECK (status IN ('pending', 'paid', 'shipped', 'delivered', 'cancelled')),
    total_amount  integer NOT NULL CHECK (total_amount >= 0),  -- 税込・円
    ordered_at    timestamptz NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX orders_store_ordered_at_idx ON orders (store_id, ordered_at);
CREATE INDEX orders_ordered_at_idx ON orders (ordered_at);
