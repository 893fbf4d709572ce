-- Sessionize the events of one week: a new session starts after a gap longer than $gap_minutes.
-- Parameters: $start, $end (dates), $gap_minutes (integer)
CREATE OR REPLACE TEMP TABLE sessions AS
WITH ordered AS (
    SELECT user_id, event_name, event_ts,
           lag(event_ts) OVER (PARTITION BY user_id ORDER BY event_ts) AS prev_ts
    FROM events
    WHERE event_ts >= $start AND event_ts < $end
),
marked AS (
    SELECT *,
           CASE
               WHEN prev_ts IS NULL THEN 1
               WHEN event_ts - prev_ts > to_minutes(CAST($gap_minutes AS BIGINT)) THEN 1
               ELSE 0
           END AS new_session
    FROM ordered
)
SELECT user_id, event_name, event_ts,
       sum(new_session) OVER (
           PARTITION BY user_id ORDER BY event_ts ROWS UNBOUNDED PRECEDING
       ) AS session_no
FROM marked;

-- Sanity check used by the tests and by ad-hoc runs:
-- SELECT count(DISTINCT (user_id, session_no)) FROM sessions;
--
-- Notes
-- * events.event_ts is stored in UTC.
-- * Events with a NULL user_id never reach this table (they are dropped upstream).
-- * session_no starts at 1 for every user and only counts sessions inside the week.
