"""SQL for the weekly KPI report. Parameters are named (:start, :end)."""

MAU = """
WITH active AS (
    SELECT DISTINCT user_id
    FROM events
    WHERE occurred_at >= :start
      AND occurred_at < :end
)
SELECT count(*) AS mau
FROM active a
JOIN users u ON u.id = a.user_id
WHERE u.is_test = 0
"""

NEW_USERS = """
SELECT count(*) AS new_users
FROM users u
WHERE u.created_at >= :start
  AND u.created_at < :end
  AND u.is_test = 0
  AND u.deleted_at IS NULL
"""

PAYING = """
SELECT count(DISTINCT s.user_id) AS paying
FROM subscriptions s
JOIN users u ON u.id = s.user_id
WHERE s.status = 'active'
  AND s.started_at < :end
  AND u.is_test = 0
"""

TOP_FEATURES = """
SELECT e.name, count(*) AS uses
FROM events e
WHERE e.occurred_at >= :start
  AND e.occurred_at < :end
GROUP BY e.name
ORDER BY uses DESC
LIMIT 10
"""
