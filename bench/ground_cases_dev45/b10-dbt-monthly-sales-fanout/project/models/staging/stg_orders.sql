with source as (
    select * from {{ source('shop', 'orders') }}
),

renamed as (
    select
        id                                   as order_id,
        customer_id,
        status,
        convert_timezone('UTC', 'Asia/Tokyo', ordered_at)::timestamp as ordered_at_jst,
        shipping_fee
    from source
    where deleted_at is null
)

select * from renamed
