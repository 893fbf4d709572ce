-- One row per order from the shop's Postgres replica.
-- Timestamps are stored as timestamptz; every model in this project works in UTC days
-- (finance closes the books in UTC, see README).

with source as (

    select * from {{ source('shop', 'orders') }}

),

renamed as (

    select
        id as order_id,
        customer_id,
        customer_id is null as is_guest,
        status,
        created_at,
        (created_at at time zone 'UTC')::date as order_date_utc,
        total_cents / 100.0 as order_total,
        currency,
        channel,
        payment_method,
        nullif(trim(coupon_code), '') as coupon_code
    from source
    where status not in ('draft', 'test')

)

select * from renamed
