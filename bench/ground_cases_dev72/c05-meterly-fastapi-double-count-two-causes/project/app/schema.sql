CREATE TABLE usage_events (
    id           BIGSERIAL PRIMARY KEY,
    workspace_id UUID        NOT NULL,
    metric       TEXT        NOT NULL,          -- api_calls, storage_gb_hours, seats
    quantity     BIGINT      NOT NULL CHECK (quantity >= 0),
    occurred_at  TIMESTAMPTZ NOT NULL,
    request_id   TEXT,                           -- Idempotency-Key sent by the SDK
    received_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX usage_events_ws_time ON usage_events (workspace_id, occurred_at);

CREATE TABLE monthly_usage (
    id           BIGSERIAL PRIMARY KEY,
    workspace_id UUID    NOT NULL,
    month        DATE    NOT NULL,              -- first day of the month
    metric       TEXT    NOT NULL,
    quantity     BIGINT  NOT NULL,
    computed_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX monthly_usage_ws_month ON monthly_usage (workspace_id, month);
