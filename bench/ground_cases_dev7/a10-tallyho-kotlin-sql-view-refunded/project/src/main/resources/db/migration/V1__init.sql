CREATE TABLE customers (
    id          bigserial PRIMARY KEY,
    email       text NOT NULL UNIQUE,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
    id           bigserial PRIMARY KEY,
    customer_id  bigint NOT NULL REFERENCES customers(id),
    status       text NOT NULL DEFAULT 'pending',
    currency     char(3) NOT NULL DEFAULT 'EUR',
    total_cents  bigint NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    paid_at      timestamptz
);

CREATE INDEX orders_paid_at_idx ON orders (paid_at);
