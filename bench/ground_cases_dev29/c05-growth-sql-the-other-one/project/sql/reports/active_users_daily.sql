-- Daily active users (DAU) in Beijing time, internal accounts excluded.
-- Params: :since (date)

SELECT
    (e.occurred_at AT TIME ZONE 'Asia/Shanghai')::date AS day,
    COUNT(DISTINCT e.user_id) AS dau,
    COUNT(DISTINCT e.user_id) FILTER (WHERE p.plan <> 'free') AS paying_dau
FROM events e
JOIN users u ON u.id = e.user_id
LEFT JOIN subscriptions p ON p.user_id = e.user_id AND p.ends_at > e.occurred_at
WHERE e.event_name = 'session_start'
  AND e.occurred_at >= :since
  AND NOT u.is_internal
GROUP BY 1
ORDER BY 1;
