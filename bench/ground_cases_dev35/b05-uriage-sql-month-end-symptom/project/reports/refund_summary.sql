-- 返金サマリー(返金日ベース、月単位)
-- 使い方: psql "$DATABASE_URL" -v month="'2025-05-01'" -f reports/refund_summary.sql

SELECT
    s.code          AS store_code,
    r.reason,
    count(*)        AS refund_count,
    sum(r.amount)   AS refund_amount
FROM refunds r
JOIN orders o ON o.id = r.order_id
JOIN stores s ON s.id = o.store_id
WHERE r.status = 'completed'
  AND (r.refunded_at AT TIME ZONE 'Asia/Tokyo') >= (:month)::date
  AND (r.refunded_at AT TIME ZONE 'Asia/Tokyo') <  (:month)::date + interval '1 month'
GROUP BY s.code, r.reason
ORDER BY s.code, refund_amount DESC;
