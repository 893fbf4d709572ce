-- 日报:按天、按渠道统计 GMV、订单数、件数、客单价
-- 口径(与财务对齐,2025-06 版):
--   * GMV = 实付金额 pay_amount(含运费,不含优惠券抵扣部分)
--   * 只统计已支付且未退款的订单
--   * 日期按 paid_at(库里存的是北京时间,timestamp without time zone)
--   * 测试单(is_test)不计入
-- 参数::start_date, :end_date(左闭右开)

WITH items AS (
    SELECT order_id, SUM(quantity) AS qty
    FROM order_items
    GROUP BY order_id
)
SELECT
    DATE(o.paid_at)          AS biz_date,
    CASE o.channel
        WHEN 'wx_mini'  THEN '小程序'
        WHEN 'app_ios'  THEN 'App'
        WHEN 'app_android' THEN 'App'
        WHEN 'h5'       THEN 'H5'
        ELSE '其他'
    END                      AS channel,
    COUNT(*)                 AS orders,
    SUM(o.pay_amount)        AS gmv,
    SUM(o.coupon_amount)     AS coupon,
    SUM(i.qty)               AS items,
    ROUND(SUM(o.pay_amount) / NULLIF(COUNT(*), 0), 2) AS aov
FROM orders o
JOIN items i ON i.order_id = o.id
WHERE o.status IN ('paid', 'shipped', 'completed', 'refunded')
  AND o.paid_at >= :start_date
  AND o.paid_at <  :end_date
  AND o.is_test = FALSE
GROUP BY 1, 2
ORDER BY 1, 2;
