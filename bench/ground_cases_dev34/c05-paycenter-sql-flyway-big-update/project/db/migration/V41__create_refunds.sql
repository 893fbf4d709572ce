CREATE TABLE refunds (
    id          bigserial PRIMARY KEY,
    refund_no   varchar(32)   NOT NULL UNIQUE,
    payment_id  bigint        NOT NULL REFERENCES payments (id),
    amount      numeric(12,2) NOT NULL CHECK (amount > 0),
    reason      varchar(255),
    status      varchar(16)   NOT NULL DEFAULT 'processing',
    created_at  timestamptz   NOT NULL DEFAULT now(),
    finished_at timestamptz
);

CREATE INDEX idx_refunds_payment_id ON refunds (payment_id);
