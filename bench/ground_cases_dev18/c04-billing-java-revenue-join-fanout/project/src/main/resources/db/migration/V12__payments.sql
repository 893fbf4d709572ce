CREATE TABLE payments (
    id          BIGSERIAL PRIMARY KEY,
    order_id    BIGINT        NOT NULL REFERENCES orders (id),
    amount      NUMERIC(14,2) NOT NULL,
    currency    CHAR(3)       NOT NULL DEFAULT 'CNY',
    status      VARCHAR(16)   NOT NULL,
    provider    VARCHAR(32)   NOT NULL,
    provider_ref VARCHAR(64),
    paid_at     TIMESTAMP,
    created_at  TIMESTAMP     NOT NULL DEFAULT now()
);

CREATE INDEX idx_payments_order_id ON payments (order_id);
