-- +migrate Up
-- A refund belongs to an order; an order can be refunded in several parts.
CREATE TABLE refunds (
    id          bigserial PRIMARY KEY,
    order_id    bigint        NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    amount      numeric(10,2) NOT NULL CHECK (amount > 0),
    reason      text          NOT NULL DEFAULT '',
    created_at  timestamptz   NOT NULL DEFAULT now()
);

CREATE INDEX refunds_order_id_idx ON refunds(order_id);

-- +migrate Down
DROP TABLE refunds;
