-- V6: orders
CREATE TABLE orders (
    id           BIGSERIAL PRIMARY KEY,
    user_id      BIGINT      NOT NULL REFERENCES users (id),
    number       TEXT        NOT NULL UNIQUE,
    status       TEXT        NOT NULL DEFAULT 'pending'
                 CHECK (status IN ('pending', 'paid', 'shipped', 'cancelled')),
    total_cents  INTEGER     NOT NULL CHECK (total_cents >= 0),
    currency     CHAR(3)     NOT NULL DEFAULT 'EUR',
    placed_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX orders_user_id_idx ON orders (user_id);
CREATE INDEX orders_status_placed_at_idx ON orders (status, placed_at DESC);

CREATE TABLE order_items (
    id          BIGSERIAL PRIMARY KEY,
    order_id    BIGINT  NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    sku         TEXT    NOT NULL,
    quantity    INTEGER NOT NULL CHECK (quantity > 0),
    unit_cents  INTEGER NOT NULL CHECK (unit_cents >= 0)
);

CREATE INDEX order_items_order_id_idx ON order_items (order_id);

CREATE VIEW order_totals_by_user AS
    SELECT user_id, count(*) AS orders, sum(total_cents) AS total_cents
      FROM orders
     WHERE status <> 'cancelled'
     GROUP BY user_id;

COMMENT ON TABLE orders IS 'One row per checkout.';
