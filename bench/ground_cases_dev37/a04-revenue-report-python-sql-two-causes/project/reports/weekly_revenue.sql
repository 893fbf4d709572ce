-- Weekly revenue per channel and currency, one row per (channel, currency).
--
-- Parameters:
--   %(week_start)s  a Monday (date)
--   %(week_end)s    the next Monday (date, exclusive)
--
-- Amounts are gross: refunds are subtracted in run_report.py.
-- Test orders (internal QA accounts) are excluded.
WITH paid AS (
    SELECT
        o.id,
        o.channel,
        o.currency,
        o.total_cents,
        o.shipping_cents,
        o.paid_at
    FROM orders o
    WHERE o.status IN ('paid', 'shipped', 'delivered', 'refunded', 'partially_refunded')
      AND o.paid_at >= %(week_start)s
      AND o.paid_at <  %(week_end)s
      AND NOT o.test_order
)
SELECT
    channel,
    currency,
    count(*)            AS orders,
    sum(total_cents)    AS gross_cents,
    sum(shipping_cents) AS shipping_cents,
    min(paid_at)        AS first_paid_at,
    max(paid_at)        AS last_paid_at
FROM paid
GROUP BY channel, currency
ORDER BY channel, currency;
