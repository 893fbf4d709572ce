-- Orders placed on one calendar day (shop time), with their line totals.
-- Parameter: %(day)s, a YYYY-MM-DD string.
SELECT
    o.id                AS order_id,
    o.customer_id,
    o.created_at,
    o.created_at::date  AS order_date,
    o.status,
    o.currency,
    o.shipping_cents,
    o.discount_cents,
    SUM(l.quantity * l.unit_price_cents) AS lines_cents,
    COUNT(l.id)         AS line_count,
    c.country,
    c.segment
FROM orders o
JOIN order_lines l ON l.order_id = o.id
JOIN customers c   ON c.id = o.customer_id
WHERE o.created_at >= %(day)s::date
  AND o.created_at <  %(day)s::date + INTERVAL '1 day'
  AND o.status <> 'draft'
GROUP BY
    o.id,
    o.customer_id,
    o.created_at,
    o.status,
    o.currency,
    o.shipping_cents,
    o.discount_cents,
    c.country,
    c.segment
ORDER BY o.created_at
