-- 0002_create_orders.sql
CREATE TABLE orders (
    id BIGSERIAL PRIMARY KEY,
    ref TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
