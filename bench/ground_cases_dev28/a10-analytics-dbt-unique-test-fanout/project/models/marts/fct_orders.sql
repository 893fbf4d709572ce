{{ config(materialized='table') }}

with orders as (
    select * from {{ ref('stg_orders') }}
),

items as (
    select
        order_id,
        count(*) as item_count,
        sum(quantity * unit_price_cents) as items_cents
    from {{ source('shop', 'order_items') }}
    group by order_id
),

payments as (
    select order_id, payment_method
    from {{ ref('stg_payments') }}
),

final as (
    select
        o.order_id,
        o.customer_id,
        o.ordered_at,
        o.status,
        o.currency,
        o.coupon_code,
        coalesce(i.item_count, 0) as item_count,
        coalesce(i.items_cents, 0) as items_cents,
        o.shipping_cents,
        coalesce(i.items_cents, 0) + o.shipping_cents as total_cents,
        p.payment_method
    from orders o
    left join items i on i.order_id = o.order_id
    left join payments p on p.order_id = o.order_id
)

select * from final
