with source as (

    select * from {{ source('shop', 'orders') }}

),

renamed as (

    select
        id                          as order_id,
        customer_id,
        lower(status)               as status,
        total_cents                 as amount_cents,
        currency,
        created_at                  as ordered_at,
        updated_at
    from source
    where not is_test_order

)

select * from renamed
