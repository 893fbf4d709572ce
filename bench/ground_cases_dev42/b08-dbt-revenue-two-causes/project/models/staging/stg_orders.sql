-- One row per order that counts as a sale: cancelled and test orders are removed.
-- Amounts are tax-included yen. Timestamps in the replica are UTC.

with source as (

    select * from {{ source('shop', 'orders') }}

),

renamed as (

    select
        id                                   as order_id,
        customer_id,
        lower(source)                        as channel,
        status,
        cast(total_amount as numeric)        as order_total,
        cast(discount_amount as numeric)     as discount_total,
        cast(shipping_fee as numeric)        as shipping_fee,
        nullif(coupon_code, '')              as coupon_code,
        store_id,
        ordered_at,
        date(ordered_at)                     as order_date,
        updated_at

    from source
    where status not in ('cancelled', 'test')

)

select * from renamed
