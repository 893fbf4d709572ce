CREATE TABLE shops (
    id          BIGSERIAL PRIMARY KEY,
    name        TEXT        NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE orders (
    id             BIGSERIAL PRIMARY KEY,
    shop_id        BIGINT      NOT NULL REFERENCES shops (id),
    customer_name  TEXT        NOT NULL,
    total_yen      BIGINT      NOT NULL CHECK (total_yen >= 0),
    status         TEXT        NOT NULL DEFAULT 'pending',
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_orders_shop_created_at ON orders (shop_id, created_at DESC);
CREATE INDEX idx_orders_status ON orders (status);
