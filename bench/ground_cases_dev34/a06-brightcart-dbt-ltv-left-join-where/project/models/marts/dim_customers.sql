with customers as (

    select * from {{ ref('stg_customers') }}

),

first_orders as (

    select customer_id, min(ordered_at) as first_order_at
    from {{ ref('stg_orders') }}
    group by 1

)

select
    c.customer_id,
    c.email,
    c.first_name,
    c.last_name,
    c.country_code,
    c.marketing_opt_in,
    c.signed_up_at,
    least(c.signed_up_at, fo.first_order_at) as first_seen_at
from customers c
left join first_orders fo on fo.customer_id = c.customer_id
