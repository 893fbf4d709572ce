-- name: monthly_active_users
-- Active users per month: anyone with at least one event in the month.
SELECT date_trunc('month', e.created_at AT TIME ZONE 'Asia/Shanghai') AS month,
       COUNT(DISTINCT e.user_id) AS active_users
FROM events e
WHERE e.created_at >= :from AND e.created_at < :to
GROUP BY 1
ORDER BY 1;

-- name: weekly_retention
-- Users who signed up in week W and came back in week W+1.
WITH cohort AS (
    SELECT id AS user_id,
           date_trunc('week', created_at) AS signup_week
    FROM users
    WHERE created_at >= :from AND created_at < :to
),
activity AS (
    SELECT DISTINCT user_id,
           date_trunc('week', created_at AT TIME ZONE 'Asia/Shanghai') AS active_week
    FROM events
    WHERE created_at >= :from
)
SELECT c.signup_week,
       COUNT(*) AS signed_up,
       COUNT(a.user_id) AS retained,
       ROUND(100.0 * COUNT(a.user_id) / COUNT(*), 1) AS retained_pct
FROM cohort c
LEFT JOIN activity a
       ON a.user_id = c.user_id
      AND a.active_week = c.signup_week + INTERVAL '1 week'
GROUP BY c.signup_week
ORDER BY c.signup_week;
