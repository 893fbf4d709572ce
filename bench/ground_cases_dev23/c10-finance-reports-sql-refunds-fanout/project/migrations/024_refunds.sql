-- 024: refunds can be partial and there can be several per order.
CREATE TABLE refunds (
    id          bigserial PRIMARY KEY,
    order_id    bigint      NOT NULL REFERENCES orders (id),
    payment_id  bigint      REFERENCES payments (id),
    amount      numeric(12, 2) NOT NULL CHECK (amount > 0),
    reason      text,
    refunded_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refunds_order_id_idx ON refunds (order_id);
CREATE INDEX refunds_refunded_at_idx ON refunds (refunded_at);
