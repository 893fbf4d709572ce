-- Monthly revenue for the finance dashboard, in cents per currency.
-- Repeatable migration: Flyway re-applies it whenever this file changes.
CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.paid_at)::date AS month,
    o.currency,
    count(*)           AS orders,
    sum(o.total_cents) AS revenue_cents
FROM orders o
WHERE o.status IN ('paid', 'refunded')
  AND o.paid_at IS NOT NULL
GROUP BY 1, 2;
