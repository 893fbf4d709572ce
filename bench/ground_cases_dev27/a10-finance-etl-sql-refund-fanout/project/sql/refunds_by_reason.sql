-- refunds_by_reason.sql
-- Refunds issued in a period, by reason code, for the support review.
-- Params: :start, :end (dates, inclusive)

SELECT
    coalesce(r.reason, 'unspecified')      AS reason,
    count(*)                               AS refunds,
    count(DISTINCT r.order_id)             AS orders,
    sum(r.amount_cents)                    AS refunded_cents,
    round(avg(r.amount_cents))::bigint     AS avg_refund_cents
FROM refunds r
JOIN orders o ON o.id = r.order_id
WHERE r.status = 'succeeded'
  AND r.created_at::date BETWEEN :start AND :end
  AND NOT o.is_test
GROUP BY 1
ORDER BY refunded_cents DESC;
