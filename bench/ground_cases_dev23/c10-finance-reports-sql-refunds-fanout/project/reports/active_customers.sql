-- Customers with at least one paid order in the 90 days before :as_of.
-- Used by the CRM sync (weekly) and the "Active customers" dashboard tile.
SELECT c.id,
       c.name,
       c.segment,
       COUNT(o.id)       AS orders_90d,
       MAX(o.paid_at)    AS last_paid_at
FROM customers c
JOIN orders o ON o.customer_id = c.id
WHERE o.status IN ('paid', 'partially_refunded')
  AND o.paid_at >= (:as_of::date - interval '90 days')
  AND o.paid_at < (:as_of::date + interval '1 day')
GROUP BY c.id, c.name, c.segment
HAVING COUNT(o.id) > 0
ORDER BY last_paid_at DESC;
