-- 0022_create_api_tokens.sql
CREATE TABLE api_tokens (
    id BIGSERIAL PRIMARY KEY,
    ref TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
