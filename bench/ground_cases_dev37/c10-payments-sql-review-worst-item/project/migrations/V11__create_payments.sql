-- Payments received from customers. Amounts in yuan with two decimals.
CREATE TABLE payments (
    id            BIGSERIAL PRIMARY KEY,
    order_no      VARCHAR(32)    NOT NULL,
    channel       VARCHAR(16)    NOT NULL CHECK (channel IN ('alipay', 'wechat', 'unionpay')),
    channel_txn   VARCHAR(64)    NOT NULL,
    amount        NUMERIC(12, 2) NOT NULL CHECK (amount > 0),
    currency      CHAR(3)        NOT NULL DEFAULT 'CNY',
    status        VARCHAR(16)    NOT NULL DEFAULT 'pending',
    paid_at       TIMESTAMPTZ,
    created_at    TIMESTAMPTZ    NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ    NOT NULL DEFAULT now(),
    CONSTRAINT payments_channel_txn_uniq UNIQUE (channel, channel_txn)
);

CREATE INDEX payments_order_no_idx ON payments (order_no);
CREATE INDEX payments_status_created_idx ON payments (status, created_at);

CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER payments_touch BEFORE UPDATE ON payments
    FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
