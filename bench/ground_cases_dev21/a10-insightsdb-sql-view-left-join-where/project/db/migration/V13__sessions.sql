-- One row per login session. Written by the auth service, read by analytics.
CREATE TABLE sessions (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT      NOT NULL REFERENCES users (id),
    started_at  TIMESTAMPTZ NOT NULL,
    ended_at    TIMESTAMPTZ,
    user_agent  TEXT,
    ip          INET
);

CREATE INDEX sessions_started_at_idx ON sessions (started_at);

COMMENT ON TABLE sessions IS 'append-only; partitioning planned once it passes 100M rows';
