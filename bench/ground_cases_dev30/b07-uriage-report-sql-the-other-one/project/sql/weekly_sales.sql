-- 週次売上 (店長会議用、返金は考慮しない速報値)
--
-- パラメータ:
--   %(week_start)s  週の月曜 (date)

WITH week_orders AS (
    SELECT o.store_id, o.total_amount, o.ordered_at::date AS day
    FROM orders o
    WHERE o.status IN ('paid', 'shipped', 'completed')
      AND o.ordered_at >= %(week_start)s
      AND o.ordered_at <  %(week_start)s::date + 7
),
daily AS (
    SELECT store_id, day, SUM(total_amount) AS sales
    FROM week_orders
    GROUP BY store_id, day
)
SELECT
    s.code,
    s.name,
    (SELECT SUM(total_amount) FROM week_orders w WHERE w.store_id = s.id) AS week_sales,
    (SELECT MAX(sales) FROM daily d WHERE d.store_id = s.id)               AS best_day_sales
FROM stores s
ORDER BY s.code;
