CREATE TABLE orders (
    id           BIGSERIAL PRIMARY KEY,
    customer_id  BIGINT      NOT NULL,
    status       TEXT        NOT NULL DEFAULT 'pending',
    total_cents  BIGINT      NOT NULL CHECK (total_cents >= 0),
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX orders_status_created_at_idx ON orders (status, created_at DESC);
