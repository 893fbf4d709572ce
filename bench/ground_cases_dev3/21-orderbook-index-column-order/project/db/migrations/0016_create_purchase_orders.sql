-- 0016_create_purchase_orders.sql
CREATE TABLE purchase_orders (
    id BIGSERIAL PRIMARY KEY,
    ref TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
