-- Weekly cohort retention: share of each signup-week cohort with a session N weeks later.
-- Inputs:  users (user_id, signed_up_at), sessions (user_id, started_at)
-- Output:  cohort_week, week_number (0 = signup week), active_users, cohort_size, retention

WITH cohorts AS (
    SELECT
        user_id,
        DATE_TRUNC('week', signed_up_at) AS cohort_week
    FROM users
    WHERE signed_up_at >= TIMESTAMP '2024-01-01'
),

activity AS (
    SELECT DISTINCT
        s.user_id,
        DATE_TRUNC('week', s.started_at) AS active_week
    FROM sessions AS s
),

cohort_activity AS (
    SELECT
        c.cohort_week,
        c.user_id,
        DATE_DIFF('week', c.cohort_week, a.active_week) AS week_number
    FROM cohorts AS c
    LEFT JOIN activity AS a
        ON a.user_id = c.user_id
        AND a.active_week >= c.cohort_week
),

cohort_sizes AS (
    SELECT cohort_week, COUNT(*) AS cohort_size
    FROM cohorts
    GROUP BY cohort_week
)

SELECT
    ca.cohort_week,
    ca.week_number,
    COUNT(DISTINCT ca.user_id) AS active_users,
    cs.cohort_size,
    COUNT(DISTINCT ca.user_id) / cs.cohort_size AS retention
FROM cohort_activity AS ca
JOIN cohort_sizes AS cs USING (cohort_week)
WHERE ca.week_number IS NOT NULL
GROUP BY ca.cohort_week, ca.week_number, cs.cohort_size
ORDER BY ca.cohort_week, ca.week_number;
