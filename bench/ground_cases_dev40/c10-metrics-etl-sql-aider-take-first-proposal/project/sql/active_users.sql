-- Daily active users, upserted into reporting.active_users by etl/run.py.
-- A user is active on :day when they had at least one session that started that day (UTC).

WITH day_sessions AS (
    SELECT s.user_id, s.platform, s.started_at
    FROM sessions s
    WHERE s.started_at >= CAST(:day AS date)
      AND s.started_at < CAST(:day AS date) + INTERVAL '1 day'
),
first_seen AS (
    SELECT u.id AS user_id, CAST(u.created_at AS date) AS signup_day
    FROM users u
)
SELECT
    CAST(:day AS date) AS day,
    COUNT(DISTINCT ds.user_id) AS dau,
    COUNT(DISTINCT ds.user_id) FILTER (WHERE ds.platform = 'ios') AS dau_ios,
    COUNT(DISTINCT ds.user_id) FILTER (WHERE ds.platform = 'android') AS dau_android,
    COUNT(DISTINCT ds.user_id) FILTER (WHERE ds.platform = 'web') AS dau_web,
    COUNT(DISTINCT ds.user_id) FILTER (WHERE fs.signup_day = CAST(:day AS date)) AS new_users
FROM day_sessions ds
LEFT JOIN first_seen fs ON fs.user_id = ds.user_id;
