-- 月次売上(日別, 税込)。:from 以上 :to 未満(JST の月初〜翌月初)。
-- ギフトカードは売上に含めない(経理ルール 2024-04〜)。
SELECT
    DATE(o.ordered_at AT TIME ZONE 'Asia/Tokyo') AS sales_date,
    COUNT(DISTINCT o.id)                         AS order_count,
    SUM(o.total_amount)                          AS gross_amount
FROM orders o
JOIN order_items oi ON oi.order_id = o.id
WHERE o.status IN ('PAID', 'SHIPPED', 'DELIVERED')
  AND o.ordered_at >= :from
  AND o.ordered_at <  :to
  AND oi.product_type <> 'GIFT_CARD'
GROUP BY 1
ORDER BY 1
