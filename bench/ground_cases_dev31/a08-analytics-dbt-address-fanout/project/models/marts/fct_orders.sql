with orders as (

    select * from {{ ref('stg_orders') }}

),

customers as (

    select * from {{ ref('stg_customers') }}

),

final as (

    select
        o.order_id,
        o.customer_id,
        c.segment,
        o.status,
        o.order_date,
        o.total,
        o.total_usd                         as revenue_usd,
        o.status in ('paid', 'fulfilled')   as is_revenue
    from orders o
    left join customers c on c.customer_id = o.customer_id

)

select * from final
