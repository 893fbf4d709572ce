with source as (
    select * from {{ source('mall', 'orders') }}
),

renamed as (
    select
        id                                      as order_id,
        user_id                                 as customer_id,
        order_no,
        channel,
        status,
        cast(total_amount as decimal(12, 2))    as order_amount,
        cast(discount_amount as decimal(12, 2)) as discount_amount,
        created_at                              as ordered_at,
        paid_at
    from source
    where is_deleted = 0
)

select * from renamed
