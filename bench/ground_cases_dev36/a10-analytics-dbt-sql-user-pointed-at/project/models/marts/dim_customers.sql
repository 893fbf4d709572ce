with customers as (

    select * from {{ source('shop', 'customers') }}

),

orders as (

    select customer_id, min(ordered_at) as first_order_at, count(*) as lifetime_orders
    from {{ ref('stg_orders') }}
    group by 1

)

select
    customers.id as customer_id,
    customers.email,
    orders.first_order_at,
    coalesce(orders.lifetime_orders, 0) as lifetime_orders,
    case
        when orders.lifetime_orders >= 10 then 'loyal'
        when orders.lifetime_orders >= 2 then 'returning'
        else 'new'
    end as customer_segment
from customers
left join orders on orders.customer_id = customers.id
