-- Dashboard widget "Team activity (7 days)".
-- One row per non-archived team; teams without sessions show 0.
CREATE OR REPLACE VIEW team_weekly_activity AS
SELECT t.id                      AS team_id,
       t.name                    AS team_name,
       COUNT(DISTINCT s.user_id) AS active_users,
       COUNT(s.id)               AS sessions
FROM teams t
LEFT JOIN users u    ON u.team_id = t.id
LEFT JOIN sessions s ON s.user_id = u.id
WHERE s.started_at >= now() - interval '7 days'
  AND t.archived_at IS NULL
GROUP BY t.id, t.name;

COMMENT ON VIEW team_weekly_activity IS 'dashboard: team activity widget, rolling 7 days';
