with source as (
    select * from {{ source('shop', 'refunds') }}
),

renamed as (
    select
        id as refund_id,
        order_id,
        customer_id,
        amount_cents as refund_cents,
        reason,
        created_at as refunded_at
    from source
    where status = 'succeeded'
)

select * from renamed
