-- Merchants with at least one paid order in the month, with GMV.
-- params: :month_start, :month_end (timestamptz)
SELECT
    m.id,
    m.name,
    m.city,
    COUNT(o.id)           AS orders,
    SUM(o.amount_fen)     AS gmv_fen,
    MIN(o.paid_at)        AS first_paid_at,
    MAX(o.paid_at)        AS last_paid_at
FROM merchants m
JOIN orders o ON o.merchant_id = m.id
WHERE date_trunc('month', o.paid_at) = date_trunc('month', :month_start::timestamptz)
GROUP BY m.id, m.name, m.city
HAVING COUNT(o.id) > 0
ORDER BY gmv_fen DESC;
