-- Supports team_weekly_activity (join on user_id, filter on started_at).
CREATE INDEX CONCURRENTLY IF NOT EXISTS sessions_user_started_idx
    ON sessions (user_id, started_at);
