-- 日次売上(店舗別・日別)
-- 使い方: psql "$DATABASE_URL" -v from="'2025-05-01'" -v to="'2025-05-31'" -f reports/daily_sales.sql
-- from / to はどちらも含む(JST の日付)。

WITH days AS (
    SELECT d::date AS day
    FROM generate_series((:from)::date, (:to)::date, interval '1 day') AS d
)
SELECT
    d.day,
    s.code                       AS store_code,
    count(o.id)                  AS order_count,
    coalesce(sum(o.total_amount), 0) AS gross_sales
FROM days d
CROSS JOIN stores s
LEFT JOIN orders o
       ON o.store_id = s.id
      AND o.status IN ('paid', 'shipped', 'delivered')
      AND (o.ordered_at AT TIME ZONE 'Asia/Tokyo') >= d.day
      AND (o.ordered_at AT TIME ZONE 'Asia/Tokyo') <  d.day + 1
WHERE s.opened_on <= d.day
  AND (s.closed_on IS NULL OR s.closed_on >= d.day)
GROUP BY d.day, s.code
ORDER BY d.day, s.code;
