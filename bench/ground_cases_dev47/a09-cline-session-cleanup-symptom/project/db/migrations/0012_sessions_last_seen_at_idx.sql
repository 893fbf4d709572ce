-- For the nightly session cleanup (src/jobs/sessionCleanup.ts).
-- CONCURRENTLY: no write lock on sessions; cannot run inside a transaction.
CREATE INDEX CONCURRENTLY IF NOT EXISTS sessions_last_seen_at_idx ON sessions (last_seen_at);