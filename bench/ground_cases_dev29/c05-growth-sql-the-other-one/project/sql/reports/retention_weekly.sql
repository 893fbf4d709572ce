-- Weekly signup cohorts and their week-N retention.
-- A user is retained in week N if they started at least one session in that week.
-- Params: :since (date) - first cohort week to report.

WITH cohort AS (
    SELECT
        u.id AS user_id,
        date_trunc('week', u.created_at AT TIME ZONE 'Asia/Shanghai')::date AS cohort_week
    FROM users u
    WHERE u.created_at >= :since
      AND u.deleted_at IS NULL
      AND NOT u.is_internal
),
cohort_size AS (
    SELECT cohort_week, COUNT(*) AS users
    FROM cohort
    GROUP BY cohort_week
),
activity AS (
    SELECT
        c.cohort_week,
        (date_trunc('week', e.occurred_at AT TIME ZONE 'Asia/Shanghai')::date - c.cohort_week) / 7 AS week_n,
        e.user_id
    FROM cohort c
    JOIN events e ON e.user_id = c.user_id
    WHERE e.event_name = 'session_start'
      AND e.occurred_at >= :since
),
retained AS (
    SELECT cohort_week, week_n, COUNT(*) AS users
    FROM activity
    WHERE week_n BETWEEN 0 AND 12
    GROUP BY cohort_week, week_n
)
SELECT
    r.cohort_week,
    s.users AS cohort_users,
    r.week_n,
    r.users AS retained_users,
    round(100.0 * r.users / s.users, 1) AS retention_pct
FROM retained r
JOIN cohort_size s USING (cohort_week)
ORDER BY r.cohort_week, r.week_n;
