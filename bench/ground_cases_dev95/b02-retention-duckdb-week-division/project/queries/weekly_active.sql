-- Weekly active users: anyone with a non-signup event in the ISO week (Monday start).
--
-- Params:
--   $start, $end  DATE   window, [start, end)
-- Tables:
--   events(user_id, occurred_at TIMESTAMP, name VARCHAR, platform VARCHAR)
--
-- Notes:
--   * date_trunc('week', ...) in DuckDB is ISO: weeks start on Monday.
--   * A user active on two platforms in the same week counts once in wau.
WITH active AS (
    SELECT DISTINCT
        CAST(date_trunc('week', occurred_at) AS DATE) AS week,
        user_id,
        lower(platform)                               AS platform
    FROM events
    WHERE occurred_at >= $start
      AND occurred_at <  $end
      AND name <> 'signup'
),
weeks AS (
    SELECT
        week,
        count(DISTINCT user_id)                                     AS wau,
        count(DISTINCT user_id) FILTER (WHERE platform = 'ios')     AS wau_ios,
        count(DISTINCT user_id) FILTER (WHERE platform = 'android') AS wau_android,
        count(DISTINCT user_id) FILTER (WHERE platform = 'web')     AS wau_web
    FROM active
    GROUP BY week
)
SELECT
    w.week,
    w.wau,
    w.wau_ios,
    w.wau_android,
    w.wau_web
FROM weeks w
ORDER BY w.week;
