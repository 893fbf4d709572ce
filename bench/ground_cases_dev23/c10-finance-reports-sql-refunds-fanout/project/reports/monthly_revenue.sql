-- Monthly revenue by product line (finance dashboard, sheet "Revenue").
-- Params: :start_month, :end_month (first day of month, inclusive)
WITH paid_orders AS (
    SELECT o.id,
           o.customer_id,
           o.product_line,
           date_trunc('month', o.paid_at)::date AS month
    FROM orders o
    WHERE o.status IN ('paid', 'partially_refunded', 'refunded')
      AND o.paid_at >= :start_month
      AND o.paid_at < (:end_month::date + interval '1 month')
)
SELECT po.month,
       po.product_line,
       COUNT(DISTINCT po.id)          AS orders,
       COUNT(DISTINCT po.customer_id) AS customers,
       SUM(p.amount)                  AS revenue,
       COALESCE(SUM(r.amount), 0)     AS refund_total
FROM paid_orders po
JOIN payments p ON p.order_id = po.id AND p.status = 'captured'
LEFT JOIN refunds r ON r.order_id = po.id
GROUP BY po.month, po.product_line
ORDER BY po.month, po.product_line;
