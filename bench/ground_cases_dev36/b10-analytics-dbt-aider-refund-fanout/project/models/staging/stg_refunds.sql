with source as (

    select * from {{ source('shop', 'refunds') }}

),

renamed as (

    select
        id as refund_id,
        order_id,
        amount as refund_amount_jpy,
        reason,
        refunded_at
    from source
    where status = 'completed'

)

select * from renamed
