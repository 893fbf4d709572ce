-- 0003_create_order_items.sql
CREATE TABLE order_items (
    id BIGSERIAL PRIMARY KEY,
    order_id BIGINT NOT NULL REFERENCES orders(id),
    sku TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
