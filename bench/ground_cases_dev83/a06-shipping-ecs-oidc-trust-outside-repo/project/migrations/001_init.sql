CREATE TABLE IF NOT EXISTS labels (
    id            bigserial PRIMARY KEY,
    order_ref     text        NOT NULL,
    carrier       text        NOT NULL,
    tracking_no   text        UNIQUE,
    price_cents   integer     NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now()
);
