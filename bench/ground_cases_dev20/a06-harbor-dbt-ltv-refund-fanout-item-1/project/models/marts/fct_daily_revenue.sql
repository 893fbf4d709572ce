{{ config(materialized='table') }}

with orders as (
    select * from {{ ref('stg_orders') }}
    where status in ('paid', 'shipped', 'delivered')
),

refunds as (
    select * from {{ ref('stg_refunds') }}
),

daily_orders as (
    select
        date_trunc('day', ordered_at)::date as day,
        currency,
        count(*) as orders,
        sum(amount_cents) as gross_cents
    from orders
    group by 1, 2
),

daily_refunds as (
    select
        date_trunc('day', r.refunded_at)::date as day,
        o.currency,
        sum(r.refund_cents) as refund_cents
    from refunds r
    join orders o on o.order_id = r.order_id
    group by 1, 2
)

select
    d.day,
    d.currency,
    d.orders,
    {{ cents_to_dollars('d.gross_cents') }} as gross,
    {{ cents_to_dollars('coalesce(r.refund_cents, 0)') }} as refunds,
    {{ cents_to_dollars('d.gross_cents - coalesce(r.refund_cents, 0)') }} as net
from daily_orders d
left join daily_refunds r on r.day = d.day and r.currency = d.currency
