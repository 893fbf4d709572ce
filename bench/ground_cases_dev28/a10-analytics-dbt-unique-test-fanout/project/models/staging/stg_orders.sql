with source as (
    select * from {{ source('shop', 'orders') }}
),

renamed as (
    select
        id as order_id,
        customer_id,
        created_at as ordered_at,
        lower(status) as status,
        currency,
        shipping_cents,
        coupon_code
    from source
    where not is_test_order
)

select * from renamed
