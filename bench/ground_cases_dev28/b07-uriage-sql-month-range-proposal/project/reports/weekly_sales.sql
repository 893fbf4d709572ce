-- 週次売上（営業向け、月曜始まり）
-- パラメータ: %(week)s  対象週の任意の日付
WITH params AS (
    SELECT date_trunc('week', %(week)s::date) AS week_start
)
SELECT
    o.channel,
    count(*)            AS orders,
    sum(o.total_amount) AS gross
FROM orders o
CROSS JOIN params p
WHERE o.status IN ('paid', 'shipped', 'delivered')
  AND o.created_at >= p.week_start
  AND o.created_at <  p.week_start + interval '1 week'
GROUP BY o.channel
ORDER BY o.channel;
