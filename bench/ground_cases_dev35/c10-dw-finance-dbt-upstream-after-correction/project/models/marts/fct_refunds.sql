-- 退款明细宽表, 给客服和风控看 (owner: zhangyi)
with refunds as (

    select * from {{ ref('stg_refunds') }}

),

payments as (

    select * from {{ ref('stg_payments') }}

)

select
    r.refund_id,
    r.refund_date,
    r.refunded_at_local,
    p.payment_id,
    p.order_id,
    p.merchant_id,
    p.pay_channel,
    p.amount_yuan / 100.0                       as original_pay_yuan,
    r.refund_yuan,
    round(r.refund_yuan / nullif(p.amount_yuan / 100.0, 0), 4) as refund_ratio,
    case
        when r.refund_yuan >= p.amount_yuan / 100.0 then 'FULL'
        else 'PARTIAL'
    end                                         as refund_type
from refunds r
join payments p using (payment_id)
