with source as (

    select * from {{ source('shop', 'payments') }}

),

captured as (

    select
        id                              as payment_id,
        order_id,
        lower(method)                   as method,
        cast(amount as numeric)         as amount,
        created_at                      as paid_at

    from source
    where status = 'captured'

)

select * from captured
