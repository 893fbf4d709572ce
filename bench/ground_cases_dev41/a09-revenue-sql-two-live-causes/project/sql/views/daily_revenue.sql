-- Daily revenue per currency for the finance dashboard (Metabase card "Revenue by day").
-- Days are Amsterdam calendar days. Amounts in major units.
CREATE OR REPLACE VIEW analytics.daily_revenue AS
SELECT
    (p.paid_at AT TIME ZONE 'Europe/Amsterdam')::date              AS day,
    p.currency                                                    AS currency,
    SUM(p.amount_cents) / 100.0                                   AS gross,
    SUM(COALESCE(r.amount_cents, 0)) / 100.0                      AS refunded,
    (SUM(p.amount_cents) - SUM(COALESCE(r.amount_cents, 0))) / 100.0 AS net,
    COUNT(DISTINCT p.id)                                          AS payments,
    COUNT(DISTINCT p.customer_id)                                 AS paying_customers
FROM billing.payments p
LEFT JOIN billing.refunds r
       ON r.order_id = p.order_id
WHERE p.status = 'succeeded'
GROUP BY 1, 2;

COMMENT ON VIEW analytics.daily_revenue IS
    'Gross, refunded and net revenue per Amsterdam day and currency. Source: billing.payments, billing.refunds.';

-- Monthly roll-up used by the board report.
CREATE OR REPLACE VIEW analytics.monthly_revenue AS
SELECT
    date_trunc('month', day)::date AS month,
    currency,
    SUM(gross)                     AS gross,
    SUM(refunded)                  AS refunded,
    SUM(net)                       AS net,
    SUM(payments)                  AS payments
FROM analytics.daily_revenue
GROUP BY 1, 2;

COMMENT ON VIEW analytics.monthly_revenue IS
    'Monthly sums of analytics.daily_revenue.';
