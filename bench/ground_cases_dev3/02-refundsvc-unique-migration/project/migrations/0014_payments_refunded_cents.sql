-- 0014_payments_refunded_cents.sql
ALTER TABLE payments ADD COLUMN refunded_cents BIGINT NOT NULL DEFAULT 0;
