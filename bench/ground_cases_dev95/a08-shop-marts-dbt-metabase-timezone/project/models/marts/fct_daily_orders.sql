-- Daily order counts and revenue (UTC days). Feeds the finance export and the
-- "Daily orders" dashboard in Metabase.

with orders as (

    select * from {{ ref('stg_orders') }}
    where status in ('paid', 'shipped', 'delivered', 'refunded')

),

daily as (

    select
        order_date_utc as order_date,
        count(*) as orders,
        count(*) filter (where status = 'refunded') as refunded_orders,
        sum(order_total) filter (where status <> 'refunded') as revenue,
        count(distinct customer_id) as customers
    from orders
    group by order_date_utc

)

select
    order_date,
    extract(isodow from order_date)::int as iso_weekday,
    orders,
    refunded_orders,
    coalesce(revenue, 0) as revenue,
    round(revenue / nullif(orders - refunded_orders, 0), 2) as avg_order_value,
    customers
from daily
order by order_date
