-- merchant webhook endpoints, managed from the admin console
CREATE TABLE IF NOT EXISTS endpoints (
    id          BIGSERIAL PRIMARY KEY,
    merchant_id BIGINT      NOT NULL,
    url         TEXT        NOT NULL,
    secret      TEXT        NOT NULL,
    events      TEXT[]      NOT NULL DEFAULT '{}',
    enabled     BOOLEAN     NOT NULL DEFAULT true,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- one row per event per endpoint; the worker retries until delivered or dead
CREATE TABLE IF NOT EXISTS deliveries (
    id              BIGSERIAL PRIMARY KEY,
    endpoint_id     BIGINT      NOT NULL REFERENCES endpoints (id),
    url             TEXT        NOT NULL,
    event_type      TEXT        NOT NULL,
    payload         JSONB       NOT NULL,
    status          TEXT        NOT NULL DEFAULT 'pending', -- pending | delivered | dead
    attempts        INT         NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_error      TEXT,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    delivered_at    TIMESTAMPTZ
);

-- the worker only ever scans pending rows that are due
CREATE INDEX IF NOT EXISTS ix_deliveries_due
    ON deliveries (next_attempt_at)
    WHERE status = 'pending';

CREATE INDEX IF NOT EXISTS ix_deliveries_endpoint
    ON deliveries (endpoint_id, created_at DESC);
