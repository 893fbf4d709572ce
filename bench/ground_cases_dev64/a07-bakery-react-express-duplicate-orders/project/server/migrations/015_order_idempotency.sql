ALTER TABLE orders ADD COLUMN idempotency_key text;

-- one order per key; NULLs (old clients) are not constrained
CREATE UNIQUE INDEX orders_idempotency_key_uniq ON orders (idempotency_key) WHERE idempotency_key IS NOT NULL;
