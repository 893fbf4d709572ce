CREATE TABLE refunds (
    id          BIGSERIAL PRIMARY KEY,
    payment_id  BIGINT        NOT NULL REFERENCES payments (id),
    amount      NUMERIC(14,2) NOT NULL,
    reason      VARCHAR(200),
    created_at  TIMESTAMP     NOT NULL DEFAULT now()
);

CREATE INDEX idx_refunds_payment_id ON refunds (payment_id);
