-- V7: partial and full refunds
ALTER TABLE orders ADD COLUMN refunded_cents BIGINT;
ALTER TABLE orders ADD COLUMN refunded_at TIMESTAMPTZ;

ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
    CHECK (status IN ('PENDING', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'CANCELLED'));

CREATE INDEX orders_refunded_at_idx ON orders (refunded_at) WHERE refunded_at IS NOT NULL;
