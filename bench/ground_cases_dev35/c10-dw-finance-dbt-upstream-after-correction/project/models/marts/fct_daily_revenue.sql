-- 商户日收入: 支付 - 退款 - 手续费, 给经营日报用
with payments as (

    select
        paid_date                   as biz_date,
        merchant_id,
        count(*)                    as pay_count,
        sum(amount_yuan)            as pay_amount,
        sum(fee_yuan)               as fee_amount
    from {{ ref('stg_payments') }}
    group by 1, 2

),

refunds as (

    select
        r.refund_date               as biz_date,
        p.merchant_id,
        sum(r.refund_yuan)          as refund_amount
    from {{ ref('stg_refunds') }} r
    join {{ ref('stg_payments') }} p using (payment_id)
    group by 1, 2

)

select
    p.biz_date,
    p.merchant_id,
    m.merchant_name,
    m.region,
    p.pay_count,
    p.pay_amount,
    coalesce(r.refund_amount, 0)                    as refund_amount,
    p.fee_amount,
    p.pay_amount - coalesce(r.refund_amount, 0) - p.fee_amount as revenue
from payments p
left join refunds r
    on r.biz_date = p.biz_date and r.merchant_id = p.merchant_id
left join {{ ref('dim_merchants') }} m
    on m.merchant_id = p.merchant_id
