-- Weekly retention: of the users who signed up in week W, how many were active in W+1 .. W+4.
-- Params: :cohort_start (a Monday, JST)

WITH cohort AS (
    SELECT
        u.id AS user_id,
        date_trunc('week', u.created_at AT TIME ZONE 'Asia/Tokyo')::date AS cohort_week
    FROM users u
    WHERE u.created_at >= (CAST(:cohort_start AS date))::timestamp AT TIME ZONE 'Asia/Tokyo'
      AND u.created_at <  (CAST(:cohort_start AS date) + 7)::timestamp AT TIME ZONE 'Asia/Tokyo'
),
activity AS (
    SELECT
        e.user_id,
        date_trunc('week', e.occurred_at AT TIME ZONE 'Asia/Tokyo')::date AS active_week
    FROM app_events e
    JOIN cohort c ON c.user_id = e.user_id
    WHERE e.event_name = 'app_open'
)
SELECT
    c.cohort_week,
    (a.active_week - c.cohort_week) / 7 AS weeks_after,
    COUNT(DISTINCT a.user_id) AS retained_users,
    ROUND(100.0 * COUNT(DISTINCT a.user_id) / (SELECT COUNT(*) FROM cohort), 1) AS retention_pct
FROM cohort c
JOIN activity a ON a.user_id = c.user_id
WHERE a.active_week > c.cohort_week
  AND a.active_week <= c.cohort_week + 28
GROUP BY c.cohort_week, weeks_after
ORDER BY weeks_after;
