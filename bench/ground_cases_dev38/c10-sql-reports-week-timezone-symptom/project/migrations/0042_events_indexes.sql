-- 0042: indexes for the reporting queries
BEGIN;

CREATE INDEX IF NOT EXISTS idx_sessions_user_id ON sessions (user_id);
CREATE INDEX IF NOT EXISTS idx_events_user_id_created_at ON events (user_id, created_at);

COMMIT;
