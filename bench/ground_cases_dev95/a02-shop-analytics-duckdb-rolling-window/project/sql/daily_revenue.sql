-- Daily net revenue with a 7-day rolling average, for the trading dashboard.
-- Inputs:  orders (order_id, customer_id, paid_at TIMESTAMPTZ, status)
--          order_items (order_id, sku, qty, unit_price, discount)
-- Output:  one row per calendar day, days without orders filled with 0.

WITH items AS (
    SELECT
        oi.order_id,
        SUM(oi.qty * oi.unit_price - oi.discount) AS net_amount
    FROM order_items AS oi
    GROUP BY oi.order_id
),

paid AS (
    SELECT
        CAST(o.paid_at AS DATE) AS day,
        i.net_amount
    FROM orders AS o
    JOIN items AS i USING (order_id)
    WHERE o.status IN ('paid', 'shipped', 'delivered')
),

calendar AS (
    SELECT CAST(t.d AS DATE) AS day
    FROM generate_series(
        CAST((SELECT MIN(day) FROM paid) AS TIMESTAMP),
        CAST((SELECT MAX(day) FROM paid) AS TIMESTAMP),
        INTERVAL 1 DAY
    ) AS t(d)
),

daily AS (
    SELECT
        c.day,
        COALESCE(SUM(p.net_amount), 0) AS revenue,
        COUNT(p.net_amount) AS orders
    FROM calendar AS c
    LEFT JOIN paid AS p USING (day)
    GROUP BY c.day
)

SELECT
    day,
    revenue,
    orders,
    AVG(revenue) OVER (
        ORDER BY day
        ROWS BETWEEN 7 PRECEDING AND CURRENT ROW
    ) AS revenue_7d_avg
FROM daily
ORDER BY day;
