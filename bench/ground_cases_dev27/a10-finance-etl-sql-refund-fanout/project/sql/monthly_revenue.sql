-- monthly_revenue.sql
-- Monthly revenue per product line for the finance report (etl/run_report.py).
-- Params: :start, :end  -- dates, both inclusive
-- All amounts in cents, tax excluded. Net = gross - discounts - refunds.
--
-- Owner: data team (#data-help). Stripe is the source of truth; this should
-- match the Stripe balance report within rounding.

WITH paid_orders AS (
    SELECT
        o.id,
        o.order_date,
        o.product_id,
        o.currency,
        o.subtotal_cents,
        o.discount_cents,
        o.tax_cents
    FROM orders o
    WHERE o.status IN ('paid', 'partially_refunded', 'refunded')
      AND o.order_date BETWEEN :start AND :end
      AND NOT o.is_test
)
SELECT
    date_trunc('month', po.order_date)::date                  AS month,
    pl.name                                                   AS product_line,
    po.currency                                               AS currency,
    count(DISTINCT po.id)                                     AS orders,
    sum(po.subtotal_cents)                                    AS gross_cents,
    sum(po.discount_cents)                                    AS discount_cents,
    coalesce(sum(r.amount_cents), 0)                          AS refunded_cents,
    sum(po.subtotal_cents) - sum(po.discount_cents)
        - coalesce(sum(r.amount_cents), 0)                    AS net_cents
FROM paid_orders po
JOIN products p       ON p.id = po.product_id
JOIN product_lines pl ON pl.id = p.product_line_id
LEFT JOIN refunds r   ON r.order_id = po.id
                     AND r.status = 'succeeded'
GROUP BY 1, 2, 3
ORDER BY 1, 2, 3;
