-- Weekly order counts and revenue, ISO weeks starting Monday (UTC days).
-- Same status filter as fct_daily_orders; customers are distinct per week, so this is
-- not the sum of the daily customer counts.

with orders as (

    select * from {{ ref('stg_orders') }}
    where status in ('paid', 'shipped', 'delivered', 'refunded')

),

weekly as (

    select
        date_trunc('week', order_date_utc)::date as week_start,
        count(*) as orders,
        count(*) filter (where status = 'refunded') as refunded_orders,
        sum(order_total) filter (where status <> 'refunded') as revenue,
        count(distinct customer_id) as customers
    from orders
    group by 1

)

select
    week_start,
    to_char(week_start, 'IYYY-"W"IW') as iso_week,
    orders,
    refunded_orders,
    coalesce(revenue, 0) as revenue,
    customers
from weekly
order by week_start
