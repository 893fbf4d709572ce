-- 月次アクティブ顧客レポート
--
-- 有効な顧客ごとに、対象月の支払済み注文の件数と金額を出す。
-- 対象月に注文が無い顧客も 0 件 / 0 円で出す（営業のフォロー対象リスト用）。
--
-- params:
--   month_start  対象月の初日 00:00 (JST, timestamptz)
--   month_end    翌月の初日 00:00 (JST, timestamptz)

WITH customer_base AS (
    SELECT
        c.id,
        c.code,
        c.name,
        c.segment,
        c.sales_rep_id
    FROM customers c
    WHERE c.deleted_at IS NULL
      AND c.created_at < %(month_end)s
)
SELECT
    cb.code                                   AS customer_code,
    cb.name                                   AS customer_name,
    cb.segment,
    r.name                                    AS sales_rep,
    COUNT(o.id)                               AS paid_orders,
    COALESCE(SUM(o.total_amount), 0)          AS paid_amount,
    MAX(o.ordered_at)                         AS last_ordered_at,
    CASE WHEN COUNT(o.id) = 0 THEN 'inactive'
         WHEN COUNT(o.id) = 1 THEN 'light'
         ELSE 'active' END                    AS activity
FROM customer_base cb
LEFT JOIN sales_reps r ON r.id = cb.sales_rep_id
LEFT JOIN orders o ON o.customer_id = cb.id
WHERE o.status = 'paid' AND o.ordered_at >= %(month_start)s AND o.ordered_at < %(month_end)s
GROUP BY cb.id, cb.code, cb.name, cb.segment, r.name
ORDER BY paid_amount DESC, cb.code;
