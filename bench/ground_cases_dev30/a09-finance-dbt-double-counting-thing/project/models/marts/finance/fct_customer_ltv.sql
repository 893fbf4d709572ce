-- Lifetime value per customer, used by CRM segmentation.

with orders as (
    select * from {{ ref('stg_orders') }}
    where status in ('paid', 'shipped', 'delivered', 'partially_refunded', 'refunded')
),

refunds_per_order as (
    select
        order_id,
        count(*)                            as refund_count,
        sum(amount)                         as refunded_amount
    from {{ ref('stg_refunds') }}
    group by 1
),

per_customer as (
    select
        o.customer_id,
        min(o.ordered_at)                   as first_order_at,
        max(o.ordered_at)                   as last_order_at,
        count(*)                            as orders,
        sum(o.amount)                       as gross_spend,
        coalesce(sum(r.refund_count), 0)    as refund_count,
        coalesce(sum(r.refunded_amount), 0) as refunded_amount
    from orders o
    left join refunds_per_order r on r.order_id = o.order_id
    group by 1
)

select
    customer_id,
    first_order_at,
    last_order_at,
    orders,
    gross_spend,
    refund_count,
    refunded_amount,
    gross_spend / nullif(orders, 0)         as avg_order_value
from per_customer
