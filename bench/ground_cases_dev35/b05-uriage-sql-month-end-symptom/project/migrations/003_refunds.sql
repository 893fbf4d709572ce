CREATE TABLE refunds (
    id           bigserial PRIMARY KEY,
    order_id     bigint NOT NULL REFERENCES orders (id),
    amount       integer NOT NULL CHECK (amount > 0),  -- 税込・円
    reason       text,
    status       text NOT NULL CHECK (status IN ('requested', 'completed', 'rejected')),
    refunded_at  timestamptz
);

CREATE INDEX refunds_order_id_idx ON refunds (order_id);
