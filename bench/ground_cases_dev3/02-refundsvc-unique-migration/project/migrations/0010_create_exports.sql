-- 0010_create_exports.sql
CREATE TABLE exports (
    id BIGSERIAL PRIMARY KEY,
    kind TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
