-- Conversion funnel by week of a user's first product view.
-- Inputs:  events (user_id, event_name, occurred_at)
-- Each step counts users whose first event of that step came after the previous step.

WITH firsts AS (
    SELECT
        user_id,
        MIN(occurred_at) FILTER (WHERE event_name = 'product_viewed') AS viewed_at,
        MIN(occurred_at) FILTER (WHERE event_name = 'cart_added') AS carted_at,
        MIN(occurred_at) FILTER (WHERE event_name = 'checkout_started') AS checkout_at,
        MIN(occurred_at) FILTER (WHERE event_name = 'order_completed') AS purchased_at
    FROM events
    GROUP BY user_id
),

steps AS (
    SELECT
        DATE_TRUNC('week', viewed_at) AS week,
        user_id,
        COALESCE(carted_at >= viewed_at, FALSE) AS carted,
        COALESCE(checkout_at >= carted_at, FALSE) AS checked_out,
        COALESCE(purchased_at >= checkout_at, FALSE) AS purchased
    FROM firsts
    WHERE viewed_at IS NOT NULL
)

SELECT
    week,
    COUNT(*) AS viewed,
    COUNT(*) FILTER (WHERE carted) AS carted,
    COUNT(*) FILTER (WHERE carted AND checked_out) AS checked_out,
    COUNT(*) FILTER (WHERE carted AND checked_out AND purchased) AS purchased,
    ROUND(COUNT(*) FILTER (WHERE carted) / COUNT(*), 4) AS view_to_cart,
    ROUND(
        COUNT(*) FILTER (WHERE carted AND checked_out)
        / NULLIF(COUNT(*) FILTER (WHERE carted), 0),
        4
    ) AS cart_to_checkout,
    ROUND(
        COUNT(*) FILTER (WHERE carted AND checked_out AND purchased)
        / NULLIF(COUNT(*) FILTER (WHERE carted AND checked_out), 0),
        4
    ) AS checkout_to_purchase
FROM steps
GROUP BY week
ORDER BY week;
