-- 0006_create_shipments.sql
CREATE TABLE shipments (
    id BIGSERIAL PRIMARY KEY,
    ref TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
