-- +migrate Up
CREATE TYPE order_status AS ENUM ('pending', 'paid', 'shipped', 'delivered', 'cancelled');

ALTER TABLE orders ADD COLUMN status order_status NOT NULL DEFAULT 'pending';

CREATE TABLE order_events (
    id          bigserial PRIMARY KEY,
    order_id    bigint       NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    type        order_status NOT NULL,
    created_at  timestamptz  NOT NULL DEFAULT now(),
    note        text
);

CREATE INDEX order_events_order_id_idx ON order_events(order_id, created_at);

-- +migrate Down
DROP TABLE order_events;
ALTER TABLE orders DROP COLUMN status;
DROP TYPE order_status;
