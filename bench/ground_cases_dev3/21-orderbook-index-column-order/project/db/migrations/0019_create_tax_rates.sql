-- 0019_create_tax_rates.sql
CREATE TABLE tax_rates (
    id BIGSERIAL PRIMARY KEY,
    ref TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
