-- Speeds up the per-user activity scans of the retention report.
CREATE INDEX CONCURRENTLY IF NOT EXISTS events_user_event_time_idx
    ON events (user_id, event_name, occurred_at);
