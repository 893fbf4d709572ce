"""SQL for the growth digests. All timestamps are timestamptz; :start/:end are half-open."""

DAILY_SIGNUPS = """
SELECT count(*) AS signups
FROM users u
WHERE u.created_at >= %(start)s
  AND u.created_at <  %(end)s
  AND u.deleted_at IS NULL
"""

DAILY_ACTIVATIONS = """
SELECT count(DISTINCT e.user_id) AS activations
FROM events e
JOIN users u ON u.id = e.user_id
WHERE e.name = 'project_created'
  AND e.created_at >= %(start)s
  AND e.created_at <  %(end)s
  AND u.deleted_at IS NULL
"""

WEEKLY_SIGNUPS = """
SELECT date_trunc('day', u.created_at AT TIME ZONE 'UTC')::date AS day,
       count(*) AS signups
FROM users u
WHERE u.created_at >= %(start)s
  AND u.created_at <  %(end)s
GROUP BY 1
ORDER BY 1
"""

WEEKLY_ACTIVATIONS = """
SELECT date_trunc('day', e.created_at AT TIME ZONE 'UTC')::date AS day,
       count(DISTINCT e.user_id) AS activations
FROM events e
JOIN users u ON u.id = e.user_id
WHERE e.name = 'project_created'
  AND e.created_at >= %(start)s
  AND e.created_at <  %(end)s
  AND u.deleted_at IS NULL
GROUP BY 1
ORDER BY 1
"""
