-- Monthly revenue for the finance dashboard (one row per month and currency).
-- gross   = value of orders placed in the month
-- refunds = refunds issued against those orders
-- net     = gross - refunds

with orders as (
    select * from {{ ref('stg_orders') }}
    where status in ('paid', 'shipped', 'delivered', 'partially_refunded', 'refunded')
),

refunds as (
    select * from {{ ref('stg_refunds') }}
),

joined as (
    select
        date_trunc('month', o.ordered_at)::date     as month,
        o.currency,
        o.order_id,
        o.amount                                    as order_amount,
        coalesce(r.amount, 0)                       as refund_amount
    from orders o
    left join refunds r on r.order_id = o.order_id
)

select
    month,
    currency,
    count(distinct order_id)                        as orders,
    sum(order_amount)                               as gross_revenue,
    sum(refund_amount)                              as refunds,
    sum(order_amount) - sum(refund_amount)          as net_revenue
from joined
group by 1, 2
