-- New sign-ups per day, one row per day (days without sign-ups = 0).
-- $1 = first day, $2 = last day, both 'YYYY-MM-DD', inclusive.
WITH days AS (
  SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day
),
signups AS (
  SELECT
    date_trunc('day', u.created_at)::date AS day,
    count(*)                               AS signups,
    count(*) FILTER (WHERE u.invited_by IS NOT NULL) AS invited
  FROM users u
  WHERE u.deleted_at IS NULL
    AND u.created_at >= $1::date
    AND u.created_at < $2::date + 1
  GROUP BY 1
)
SELECT
  d.day,
  coalesce(s.signups, 0) AS signups,
  coalesce(s.invited, 0) AS invited
FROM days d
LEFT JOIN signups s USING (day)
ORDER BY d.day;
