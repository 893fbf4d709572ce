-- 月次売上（店舗別）
-- @From: 対象月の1日 0:00 JST / @To: 翌月1日 0:00 JST
SELECT
    s.code           AS StoreCode,
    s.name           AS StoreName,
    COUNT(o.id)::int AS OrderCount,
    SUM(o.total)     AS TotalAmount
FROM orders o
JOIN stores s ON s.id = o.store_id
WHERE o.status <> 'cancelled'
  AND o.ordered_at BETWEEN @From AND @To
GROUP BY s.code, s.name
ORDER BY s.code;
