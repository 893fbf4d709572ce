CREATE TABLE payments (
    id            bigserial PRIMARY KEY,
    payment_no    varchar(32)  NOT NULL UNIQUE,
    order_no      varchar(32)  NOT NULL,
    merchant_id   bigint       NOT NULL,
    channel       varchar(16)  NOT NULL,
    amount        numeric(12,2) NOT NULL CHECK (amount > 0),
    status        varchar(16)  NOT NULL DEFAULT 'pending',
    paid_at       timestamptz,
    created_at    timestamptz  NOT NULL DEFAULT now(),
    updated_at    timestamptz  NOT NULL DEFAULT now()
);

CREATE INDEX idx_payments_order_no ON payments (order_no);
CREATE INDEX idx_payments_merchant_created ON payments (merchant_id, created_at);
