-- Orders per day for the last :days days (sparkline on the home page).
SELECT
    date_trunc('day', o.created_at) AS day,
    COUNT(*)                        AS orders
FROM orders o
WHERE o.created_at >= now() - make_interval(days => :days)
GROUP BY 1
ORDER BY 1;
