with customers as (
    select * from {{ ref('stg_customers') }}
),

orders as (
    select
        customer_id,
        min(ordered_at) as first_order_at,
        max(ordered_at) as last_order_at,
        count(*) as order_count
    from {{ ref('stg_orders') }}
    where status != 'cancelled'
    group by customer_id
)

select
    c.customer_id,
    c.customer_name,
    c.email,
    c.country_code,
    c.signed_up_at,
    o.first_order_at,
    o.last_order_at,
    coalesce(o.order_count, 0) as order_count
from customers c
left join orders o on o.customer_id = c.customer_id
