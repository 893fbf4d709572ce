-- 0018_create_price_list_items.sql
CREATE TABLE price_list_items (
    id BIGSERIAL PRIMARY KEY,
    ref TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
