with source as (

    select * from {{ source('shop', 'payments') }}

),

renamed as (

    select
        id as payment_id,
        order_id,
        lower(payment_method) as payment_method,
        lower(status) as status,
        {{ cents_to_dollars('amount') }} as amount,
        created_at

    from source

)

select * from renamed
