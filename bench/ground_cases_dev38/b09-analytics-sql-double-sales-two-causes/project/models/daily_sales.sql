-- Daily sales per shop in JPY, materialized nightly into mart.daily_sales.
-- Grain: one row per (shop_id, sales_date). sales_date is the JST calendar day of the order.

with orders as (
    select
        order_id,
        shop_id,
        ordered_at,
        total_yen,
        status
    from raw.orders
    where status not in ('cancelled', 'test')
),

payments as (
    select
        order_id,
        captured_at,
        method,
        amount_yen
    from raw.payments
    where status = 'captured'
),

joined as (
    select
        o.shop_id,
        (o.ordered_at at time zone 'Asia/Tokyo')::date as sales_date,
        o.order_id,
        o.total_yen,
        p.method
    from orders o
    join payments p on p.order_id = o.order_id
)

select
    shop_id,
    sales_date,
    count(*) as order_count,
    sum(total_yen) as sales_yen,
    sum(case when method = 'card' then total_yen else 0 end) as card_sales_yen,
    sum(case when method = 'konbini' then total_yen else 0 end) as konbini_sales_yen
from joined
group by shop_id, sales_date
