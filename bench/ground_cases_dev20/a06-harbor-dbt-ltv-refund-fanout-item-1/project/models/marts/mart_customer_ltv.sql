{{ config(materialized='table') }}

with orders as (
    select * from {{ ref('stg_orders') }}
),

refunds as (
    select * from {{ ref('stg_refunds') }}
),

customers as (
    select * from {{ ref('stg_customers') }}
),

order_totals as (
    select
        o.customer_id,
        o.order_id,
        o.ordered_at,
        o.amount_cents,
        coalesce(r.refund_cents, 0) as refund_cents
    from orders o
    left join refunds r on r.customer_id = o.customer_id
    where o.status != 'cancelled'
),

per_customer as (
    select
        customer_id,
        count(distinct order_id) as order_count,
        min(ordered_at) as first_order_at,
        max(ordered_at) as last_order_at,
        sum(amount_cents) - sum(refund_cents) as net_revenue_cents,
        sum(amount_cents)::numeric / count(distinct order_id) as avg_order_cents
    from order_totals
    group by customer_id
)

select
    c.customer_id,
    c.email,
    c.country,
    c.signed_up_at,
    p.order_count,
    p.first_order_at,
    p.last_order_at,
    {{ cents_to_dollars('p.net_revenue_cents') }} as net_revenue,
    {{ cents_to_dollars('p.avg_order_cents') }} as avg_order_value
from customers c
join per_customer p on p.customer_id = c.customer_id
