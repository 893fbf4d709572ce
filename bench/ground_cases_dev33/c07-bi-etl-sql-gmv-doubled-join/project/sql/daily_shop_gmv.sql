-- 每日店铺 GMV / 订单数 / 买家数 / 客单价
-- 目标表: dws.shop_daily_gmv（按 stat_date, shop_id 幂等写入）
-- 参数: :start, :end  (左闭右开, Asia/Shanghai)
--
-- 2025-11-11 排除虚拟商品类目（话费充值、游戏点卡），见 dim.excluded_category

INSERT INTO dws.shop_daily_gmv (
    stat_date, shop_id, order_cnt, buyer_cnt, gmv, avg_order_amount, updated_at
)
SELECT
    DATE(o.paid_at AT TIME ZONE 'Asia/Shanghai')        AS stat_date,
    o.shop_id,
    COUNT(o.id)                                          AS order_cnt,
    COUNT(DISTINCT o.buyer_id)                           AS buyer_cnt,
    SUM(o.pay_amount)                                    AS gmv,
    ROUND(SUM(o.pay_amount) / NULLIF(COUNT(o.id), 0), 2) AS avg_order_amount,
    NOW()                                                AS updated_at
FROM ods.orders o
LEFT JOIN ods.order_items i ON i.order_id = o.id
WHERE o.paid_at >= :start
  AND o.paid_at <  :end
  AND o.status IN ('paid', 'shipped', 'finished')
  AND (i.category_id IS NULL
       OR i.category_id NOT IN (SELECT category_id FROM dim.excluded_category))
GROUP BY 1, 2
ON CONFLICT (stat_date, shop_id) DO UPDATE SET
    order_cnt        = EXCLUDED.order_cnt,
    buyer_cnt        = EXCLUDED.buyer_cnt,
    gmv              = EXCLUDED.gmv,
    avg_order_amount = EXCLUDED.avg_order_amount,
    updated_at       = EXCLUDED.updated_at;
