-- V3: users
CREATE TABLE users (
    id              BIGSERIAL PRIMARY KEY,
    email           VARCHAR(320) NOT NULL,
    display_name    VARCHAR(120) NOT NULL,
    password_hash   VARCHAR(100) NOT NULL,
    created_at      TIMESTAMPTZ  NOT NULL,
    welcome_sent_at TIMESTAMPTZ
);

CREATE INDEX users_email_idx ON users (email);
CREATE INDEX users_welcome_pending_idx ON users (created_at) WHERE welcome_sent_at IS NULL;
