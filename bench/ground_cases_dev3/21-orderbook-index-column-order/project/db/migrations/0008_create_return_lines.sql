-- 0008_create_return_lines.sql
CREATE TABLE return_lines (
    id BIGSERIAL PRIMARY KEY,
    ref TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
