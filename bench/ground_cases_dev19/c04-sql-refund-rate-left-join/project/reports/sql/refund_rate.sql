-- Monthly refund rate per merchant.
-- params: :month_start, :month_end (timestamptz)
WITH paid AS (
    SELECT
        o.merchant_id,
        COUNT(*)          AS paid_orders,
        SUM(o.amount_fen) AS paid_fen
    FROM orders o
    WHERE o.paid_at >= :month_start
      AND o.paid_at <  :month_end
    GROUP BY o.merchant_id
),
refunded AS (
    SELECT
        o.merchant_id,
        COUNT(DISTINCT r.order_id)       AS refunded_orders,
        COALESCE(SUM(r.amount_fen), 0)   AS refunded_fen
    FROM orders o
    LEFT JOIN refunds r ON r.order_id = o.id
    WHERE o.paid_at >= :month_start
      AND o.paid_at <  :month_end
      AND r.status = 'succeeded'
    GROUP BY o.merchant_id
)
SELECT
    m.id   AS merchant_id,
    m.name AS merchant_name,
    p.paid_orders,
    p.paid_fen,
    f.refunded_orders,
    f.refunded_fen,
    ROUND(f.refunded_orders::numeric / NULLIF(p.paid_orders, 0), 4) AS refund_rate
FROM paid p
JOIN merchants m ON m.id = p.merchant_id
JOIN refunded f ON f.merchant_id = p.merchant_id
ORDER BY refund_rate DESC NULLS LAST, m.id;
