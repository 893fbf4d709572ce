-- monthly_revenue: net revenue per sales channel for one calendar month.
-- $1 = first day of the month (date), $2 = first day of the following month (date)
-- Amounts are in cents, EUR. Used by src/reports/monthly.js
WITH month_orders AS (
    SELECT
        o.id,
        o.channel,
        o.total_cents,
        o.shipping_cents,
        o.tax_cents,
        o.status
    FROM orders o
    WHERE o.placed_at >= $1::date AT TIME ZONE 'Europe/Berlin'
      AND o.placed_at <  $2::date AT TIME ZONE 'Europe/Berlin'
      AND o.status <> 'cancelled'
      AND o.is_test = false
),
per_channel AS (
    SELECT
        channel,
        count(*)                                   AS orders,
        sum(total_cents)                           AS gross_cents,
        sum(tax_cents)                             AS tax_cents,
        sum(shipping_cents)                        AS shipping_cents,
        sum(total_cents - tax_cents - shipping_cents) AS net_cents
    FROM month_orders
    GROUP BY channel
)
SELECT
    channel,
    orders,
    gross_cents,
    tax_cents,
    shipping_cents,
    net_cents,
    round(100.0 * net_cents / nullif(sum(net_cents) OVER (), 0), 1) AS share_pct
FROM per_channel
ORDER BY net_cents DESC;
