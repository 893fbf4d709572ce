-- Funnel counts per session, from the temp table built by sessions.sql.
-- Parameters: $purchase_events (list of event names that count as a purchase)
WITH per_session AS (
    SELECT user_id, session_no,
           bool_or(event_name = 'product_view') AS viewed,
           bool_or(event_name = 'add_to_cart') AS carted,
           bool_or(event_name = 'checkout_start') AS checkout,
           bool_or(list_contains($purchase_events, event_name)) AS purchased
    FROM sessions
    GROUP BY user_id, session_no
)
SELECT count(*) AS sessions,
       count(*) FILTER (WHERE viewed) AS viewed,
       count(*) FILTER (WHERE carted) AS carted,
       count(*) FILTER (WHERE checkout) AS checkout,
       count(*) FILTER (WHERE purchased) AS purchased
FROM per_session;

-- A session counts at most once per step, whatever the order of its events:
-- a purchase without a product_view in the same session still counts as purchased.
--
-- Step rates (computed in report.py):
--   viewed / sessions
--   carted / viewed
--   checkout / carted
--   purchased / checkout
--
-- conversion = purchased / sessions (computed in run.py)
--
-- Keep the column order in sync with COLUMNS in funnel/run.py.
