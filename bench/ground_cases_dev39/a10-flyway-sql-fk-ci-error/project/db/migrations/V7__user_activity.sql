-- V7: user activity log + 30-day active users view
CREATE TABLE user_activity (
    id           BIGSERIAL PRIMARY KEY,
    user_id      BIGINT      NOT NULL
                 REFERENCES users (user_id) ON DELETE CASCADE,
    event        TEXT        NOT NULL,
    properties   JSONB       NOT NULL DEFAULT '{}'::jsonb,
    occurred_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- per-user timelines, newest first
CREATE INDEX user_activity_user_id_occurred_at_idx
    ON user_activity (user_id, occurred_at DESC);

-- global recent-activity scans for the 30-day view
CREATE INDEX user_activity_occurred_at_idx
    ON user_activity (occurred_at);

CREATE VIEW active_users_30d AS
    SELECT u.id,
           u.email,
           u.plan,
           max(a.occurred_at) AS last_seen_at,
           count(*)           AS events_30d
      FROM live_users u
      JOIN user_activity a ON a.user_id = u.id
     WHERE a.occurred_at >= now() - INTERVAL '30 days'
     GROUP BY u.id, u.email, u.plan;

COMMENT ON TABLE user_activity IS 'Append-only product events (login, export, invite ...).';
COMMENT ON VIEW active_users_30d IS 'Users with at least one event in the last 30 days.';
