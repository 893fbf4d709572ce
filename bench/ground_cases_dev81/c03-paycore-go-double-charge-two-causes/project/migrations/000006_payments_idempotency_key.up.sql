ALTER TABLE payments ADD COLUMN idempotency_key TEXT;

CREATE INDEX payments_idempotency_key_idx ON payments (idempotency_key);
