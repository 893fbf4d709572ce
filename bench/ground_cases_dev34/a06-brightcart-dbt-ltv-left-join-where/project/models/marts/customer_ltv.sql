-- Lifetime value per customer: one row per customer, including customers who never
-- completed an order (they get 0). Used by the CRM sync and the retention dashboard.

with customers as (

    select * from {{ ref('dim_customers') }}

),

orders as (

    select * from {{ ref('stg_orders') }}

),

refunds as (

    select
        order_id,
        sum(amount_cents) as refunded_cents
    from {{ ref('stg_refunds') }}
    group by 1

),

order_values as (

    select
        o.order_id,
        o.customer_id,
        o.ordered_at,
        o.status,
        o.amount_cents - coalesce(r.refunded_cents, 0) as net_cents
    from orders o
    left join refunds r on r.order_id = o.order_id

),

final as (

    select
        c.customer_id,
        c.email,
        c.first_seen_at,
        count(ov.order_id)                          as completed_orders,
        coalesce(sum(ov.net_cents), 0) / 100.0      as lifetime_value,
        min(ov.ordered_at)                          as first_order_at,
        max(ov.ordered_at)                          as last_order_at
    from customers c
    left join order_values ov on ov.customer_id = c.customer_id
    where ov.status = 'completed'
    group by 1, 2, 3

)

select * from final
