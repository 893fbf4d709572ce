-- Partition events by month so old months can be detached and archived.
BEGIN;

ALTER TABLE events RENAME TO events_old;

CREATE TABLE events (
    id          bigint GENERATED ALWAYS AS IDENTITY,
    account_id  bigint      NOT NULL,
    user_id     bigint,
    kind        text        NOT NULL,
    duration_ms integer,
    payload     jsonb,
    occurred_at timestamptz NOT NULL,
    PRIMARY KEY (id, occurred_at)
) PARTITION BY RANGE (occurred_at);

CREATE TABLE events_2026_01 PARTITION OF events
    FOR VALUES FROM ('2026-01-01') TO ('2026-02-01');
CREATE TABLE events_2026_02 PARTITION OF events
    FOR VALUES FROM ('2026-02-01') TO ('2026-03-01');
CREATE TABLE events_2026_03 PARTITION OF events
    FOR VALUES FROM ('2026-03-01') TO ('2026-04-01');

CREATE INDEX events_occurred_at_idx ON events (occurred_at);

INSERT INTO events (account_id, user_id, kind, duration_ms, payload, occurred_at)
SELECT account_id, user_id, kind, duration_ms, payload, occurred_at FROM events_old;

DROP TABLE events_old;

COMMIT;
