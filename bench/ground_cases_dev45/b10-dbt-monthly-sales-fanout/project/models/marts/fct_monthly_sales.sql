{{ config(materialized='table') }}

with orders as (
    select * from {{ ref('stg_orders') }}
    where status not in ('returned', 'cancelled')
),

items as (
    select * from {{ ref('stg_order_items') }}
),

payments as (
    select * from {{ ref('stg_payments') }}
),

joined as (
    select
        date_trunc('month', o.ordered_at_jst) as sales_month,
        o.order_id,
        o.customer_id,
        i.sku,
        i.quantity,
        i.unit_price * i.quantity           as line_amount,
        p.method                            as payment_method
    from orders o
    inner join items i on i.order_id = o.order_id
    left join payments p on p.order_id = o.order_id
)

select
    sales_month,
    payment_method,
    count(distinct order_id)    as orders,
    count(distinct customer_id) as customers,
    sum(quantity)               as units,
    sum(line_amount)            as gross_sales
from joined
group by 1, 2
