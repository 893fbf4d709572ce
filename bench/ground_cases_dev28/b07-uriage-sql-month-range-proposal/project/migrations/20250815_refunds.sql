CREATE TABLE refunds (
    id          bigserial PRIMARY KEY,
    order_id    bigint NOT NULL REFERENCES orders (id),
    amount      integer NOT NULL CHECK (amount > 0),
    reason      text,
    refunded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_order_id_idx ON refunds (order_id);
