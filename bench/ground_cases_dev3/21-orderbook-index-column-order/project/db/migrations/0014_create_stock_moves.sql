-- 0014_create_stock_moves.sql
CREATE TABLE stock_moves (
    id BIGSERIAL PRIMARY KEY,
    ref TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
