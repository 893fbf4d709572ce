with source as (
    select * from {{ source('shop', 'orders') }}
),

renamed as (
    select
        id as order_id,
        customer_id,
        -- legacy orders imported from the old shop have no status
        nullif(trim(status), '') as status,
        total_cents as amount_cents,
        currency,
        created_at as ordered_at,
        updated_at
    from source
    where test_order is false
)

select * from renamed
