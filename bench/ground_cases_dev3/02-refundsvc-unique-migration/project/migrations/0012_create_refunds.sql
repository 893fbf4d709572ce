-- 0012_create_refunds.sql
CREATE TABLE refunds (
    id BIGSERIAL PRIMARY KEY,
    order_id BIGINT NOT NULL REFERENCES orders(id),
    amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
    reason TEXT NOT NULL DEFAULT '',
    CONSTRAINT refunds_order_id_key UNIQUE (order_id),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX refunds_created_at_idx ON refunds (created_at);
