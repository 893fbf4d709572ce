with customers as (
    select * from {{ ref('stg_customers') }}
),

orders as (
    select * from {{ ref('fct_orders') }}
    where status not in ('cancelled', 'refunded')
),

customer_orders as (
    select
        customer_id,
        min(ordered_at)  as first_ordered_at,
        max(ordered_at)  as last_ordered_at,
        count(*)         as order_count,
        sum(amount_paid) as lifetime_value
    from orders
    group by customer_id
),

first_order as (
    select customer_id, channel as first_order_channel
    from (
        select
            customer_id,
            channel,
            row_number() over (partition by customer_id order by ordered_at, order_id) as rn
        from orders
    ) ranked
    where rn = 1
),

final as (
    select
        c.customer_id,
        c.nickname,
        c.register_channel,
        c.registered_at,
        co.first_ordered_at,
        co.last_ordered_at,
        fo.first_order_channel,
        coalesce(co.order_count, 0)    as order_count,
        coalesce(co.lifetime_value, 0) as lifetime_value
    from customers c
    left join customer_orders co on co.customer_id = c.customer_id
    left join first_order fo on fo.customer_id = c.customer_id
)

select * from final
