with source as (

    select * from {{ source('shop', 'orders') }}

),

renamed as (

    select
        id as order_id,
        user_id as customer_id,
        shipping_address_id,
        billing_address_id,
        order_date::date as order_date,
        lower(status) as status,
        _loaded_at

    from source
    where not is_test_order

)

select * from renamed
