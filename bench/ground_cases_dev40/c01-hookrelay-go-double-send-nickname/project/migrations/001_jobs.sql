CREATE TABLE jobs (
    id              BIGSERIAL PRIMARY KEY,
    event_id        TEXT        NOT NULL,
    endpoint_url    TEXT        NOT NULL,
    secret          TEXT        NOT NULL,
    payload         BYTEA       NOT NULL,
    status          TEXT        NOT NULL DEFAULT 'pending',
    attempts        INT         NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    locked_at       TIMESTAMPTZ,
    delivered_at    TIMESTAMPTZ,
    last_error      TEXT,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX jobs_due_idx ON jobs (next_attempt_at) WHERE status = 'pending';
CREATE INDEX jobs_running_idx ON jobs (locked_at) WHERE status = 'running';
