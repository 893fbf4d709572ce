-- 支付流水清洗: 统一命名、时区, 金额统一成「元」
with source as (

    select * from {{ source('pay', 'payments') }}

),

renamed as (

    select
        id                                          as payment_id,
        order_id,
        merchant_id,
        upper(channel)                              as pay_channel,
        status,
        amount                                      as amount_yuan,
        fee / 100.0                                 as fee_yuan,
        paid_at at time zone 'Asia/Shanghai'        as paid_at_local,
        (paid_at at time zone 'Asia/Shanghai')::date as paid_date,
        created_at
    from source

),

deduped as (

    -- Debezium 重放偶尔会产生重复行, 同一个 payment_id 只留最新的一条
    select
        *,
        row_number() over (partition by payment_id order by created_at desc) as rn
    from renamed

)

select
    payment_id,
    order_id,
    merchant_id,
    pay_channel,
    status,
    amount_yuan,
    fee_yuan,
    paid_at_local,
    paid_date,
    created_at
from deduped
where rn = 1
  and status in ('SUCCESS', 'REFUNDED', 'PARTIAL_REFUNDED')
