with source as (

    select * from {{ source('shop', 'orders') }}

),

renamed as (

    select
        id as order_id,
        customer_id,
        status,
        channel,
        total_amount as amount_jpy,
        created_at,
        created_at::date as order_date
    from source
    where not is_test

)

select * from renamed
