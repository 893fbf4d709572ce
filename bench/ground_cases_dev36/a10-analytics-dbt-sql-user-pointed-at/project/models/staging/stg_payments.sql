-- One row per payment attempt. Since the gift card launch an order can be paid with a
-- gift card plus a card, i.e. several successful payments per order.

with source as (

    select * from {{ source('shop', 'payments') }}

),

renamed as (

    select
        id as payment_id,
        order_id,
        lower(method) as payment_method,
        lower(status) as status,
        amount_cents / 100.0 as amount,
        created_at as paid_at
    from source

)

select * from renamed
