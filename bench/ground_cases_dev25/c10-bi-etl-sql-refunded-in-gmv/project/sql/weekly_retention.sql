-- 周报:新客首单后 N 周的复购留存
-- 参数::week_start

WITH first_orders AS (
    SELECT customer_id, MIN(paid_at) AS first_paid_at
    FROM orders
    WHERE status IN ('paid', 'shipped', 'completed')
      AND is_test = FALSE
    GROUP BY customer_id
    HAVING MIN(paid_at) >= :week_start
       AND MIN(paid_at) <  :week_start + INTERVAL '7 days'
),
repeat_orders AS (
    SELECT c.customer_id,
           FLOOR(EXTRACT(EPOCH FROM (o.paid_at - c.first_paid_at)) / 604800)::int AS week_no
    FROM first_orders c
    JOIN orders o ON o.customer_id = c.customer_id
    WHERE o.status IN ('paid', 'shipped', 'completed')
      AND o.paid_at > c.first_paid_at
)
SELECT
    week_no,
    COUNT(DISTINCT customer_id)                                   AS retained,
    (SELECT COUNT(*) FROM first_orders)                                 AS cohort_size,
    ROUND(COUNT(DISTINCT customer_id)::numeric
          / NULLIF((SELECT COUNT(*) FROM first_orders), 0), 4)          AS retention
FROM repeat_orders
WHERE week_no BETWEEN 1 AND 8
GROUP BY week_no
ORDER BY week_no;
