-- 0011_create_gift_cards.sql
CREATE TABLE gift_cards (
    id BIGSERIAL PRIMARY KEY,
    ref TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
