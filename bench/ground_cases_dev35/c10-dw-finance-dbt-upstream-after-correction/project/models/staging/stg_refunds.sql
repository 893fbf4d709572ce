-- 退款流水清洗, 金额统一成「元」
with source as (

    select * from {{ source('pay', 'refunds') }}

),

renamed as (

    select
        id                                              as refund_id,
        payment_id,
        refund_amount / 100.0                           as refund_yuan,
        refunded_at at time zone 'Asia/Shanghai'        as refunded_at_local,
        (refunded_at at time zone 'Asia/Shanghai')::date as refund_date
    from source

)

select * from renamed
