-- V1: core users table
CREATE TABLE users (
    id            BIGSERIAL PRIMARY KEY,
    email         CITEXT       NOT NULL UNIQUE,
    display_name  TEXT         NOT NULL,
    plan          TEXT         NOT NULL DEFAULT 'free'
                  CHECK (plan IN ('free', 'pro', 'team')),
    created_at    TIMESTAMPTZ  NOT NULL DEFAULT now(),
    deleted_at    TIMESTAMPTZ
);

CREATE INDEX users_created_at_idx ON users (created_at);

-- soft-deleted users are hidden from the app through this view
CREATE VIEW live_users AS
    SELECT id, email, display_name, plan, created_at
      FROM users
     WHERE deleted_at IS NULL;

CREATE TABLE user_settings (
    user_id     BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    locale      TEXT NOT NULL DEFAULT 'en',
    timezone    TEXT NOT NULL DEFAULT 'UTC',
    newsletter  BOOLEAN NOT NULL DEFAULT false
);

COMMENT ON TABLE users IS 'One row per account; email is case-insensitive.';
COMMENT ON COLUMN users.deleted_at IS 'Set by the GDPR delete job; rows are purged after 30 days.';
COMMENT ON TABLE user_settings IS 'Per-user preferences, created lazily.';
COMMENT ON VIEW live_users IS 'Users that are not soft-deleted.';
