-- 0029_create_feature_flags.sql
CREATE TABLE feature_flags (
    id BIGSERIAL PRIMARY KEY,
    ref TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
