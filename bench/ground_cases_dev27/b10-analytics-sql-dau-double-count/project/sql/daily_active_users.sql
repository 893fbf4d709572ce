-- Daily active users by platform, for the KPI dashboard.
-- Params: :start_date, :end_date (JST dates, inclusive)
-- An active user is a user with at least one app_open event on that JST day.

WITH events AS (
    SELECT
        e.user_id,
        (e.occurred_at AT TIME ZONE 'Asia/Tokyo')::date AS activity_date
    FROM app_events e
    WHERE e.event_name = 'app_open'
      AND e.occurred_at >= (CAST(:start_date AS date))::timestamp AT TIME ZONE 'Asia/Tokyo'
      AND e.occurred_at <  (CAST(:end_date AS date) + 1)::timestamp AT TIME ZONE 'Asia/Tokyo'
),
primary_device AS (
    SELECT DISTINCT ON (user_id)
        user_id,
        platform
    FROM user_devices
    WHERE is_primary
    ORDER BY user_id, updated_at DESC
)
SELECT
    ev.activity_date,
    COALESCE(pd.platform, 'unknown') AS platform,
    COUNT(ev.user_id) AS dau
FROM events ev
LEFT JOIN primary_device pd
       ON pd.user_id = ev.user_id
GROUP BY ev.activity_date, COALESCE(pd.platform, 'unknown')
ORDER BY ev.activity_date, platform;
