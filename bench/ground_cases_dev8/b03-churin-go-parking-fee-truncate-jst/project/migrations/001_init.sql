CREATE TABLE parking_sessions (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    lot_id      text        NOT NULL,
    entered_at  timestamptz NOT NULL,
    exited_at   timestamptz,
    amount      integer
);

CREATE INDEX parking_sessions_open ON parking_sessions (lot_id) WHERE exited_at IS NULL;
