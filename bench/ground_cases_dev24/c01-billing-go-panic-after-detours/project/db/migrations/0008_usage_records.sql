CREATE TABLE usage_records (
  id          BIGSERIAL PRIMARY KEY,
  customer_id BIGINT NOT NULL REFERENCES customers(id),
  sku         TEXT NOT NULL,
  qty         INT NOT NULL,
  recorded_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  invoiced_at TIMESTAMPTZ
);

CREATE INDEX usage_records_pending_idx ON usage_records (customer_id) WHERE invoiced_at IS NULL;
