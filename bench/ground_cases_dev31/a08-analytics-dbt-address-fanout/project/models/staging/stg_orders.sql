with source as (

    select * from {{ source('shop', 'orders') }}

),

renamed as (

    select
        id                                  as order_id,
        customer_id,
        status,
        currency,
        total_cents / 100.0                 as total,
        total_cents / 100.0 * fx_rate_usd   as total_usd,
        created_at::timestamp               as ordered_at,
        (created_at at time zone 'UTC')::date as order_date
    from source
    where not is_test_order

)

select * from renamed
