
-- Signup cohorts by ISO week, and how many of each cohort come back in week N after signup.
-- Same cohorts and denominator as cohort_retention.sql; week 0 = days 0-6 after signup.
--
-- Params:
--   $start, $end  DATE   signup window, [start, end)
--   $max_week     INT    last week_n to report (e.g. 12)
-- Tables:
--   users(user_id, signed_up_at TIMESTAMP)
--   events(user_id, occurred_at TIMESTAMP, name VARCHAR, platform VARCHAR)
WITH cohorts AS (
    SELECT
        user_id,
        CAST(signed_up_at AS DATE)               AS first_day,
        CAST(date_trunc('week', signed_up_at) AS DATE) AS cohort_week
    FROM users
    WHERE signed_up_at >= $start
      AND signed_up_at <  $end
),
activity AS (
    -- one row per user and week-after-signup they did anything in
    SELECT DISTINCT
        e.user_id,
        c.cohort_week,
        date_diff('day', c.first_day, CAST(e.occurred_at AS DATE)) / 7 AS week_n
    FROM events e
    JOIN cohorts c USING (user_id)
    WHERE e.name <> 'signup'
),
sizes AS (
    SELECT cohort_week, count(*) AS cohort_size
    FROM cohorts
    GROUP BY cohort_week
)
SELECT
    a.cohort_week,
    s.cohort_size,
    a.week_n,
    count(DISTINCT a.user_id)                                 AS retained,
    round(count(DISTINCT a.user_id) / s.cohort_size, 4)       AS retention
FROM activity a
JOIN sizes s USING (cohort_week)
WHERE a.week_n BETWEEN 0 AND $max_week
GROUP BY a.cohort_week, s.cohort_size, a.week_n
ORDER BY a.cohort_week, a.week_n;
