-- 0011_create_payouts.sql
CREATE TABLE payouts (
    id BIGSERIAL PRIMARY KEY,
    amount_cents BIGINT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
