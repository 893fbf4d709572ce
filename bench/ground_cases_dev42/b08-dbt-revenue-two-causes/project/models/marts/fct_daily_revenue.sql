{{
    config(
        materialized='incremental',
        incremental_strategy='merge',
        unique_key=['order_date', 'channel'],
        partition_by={'field': 'order_date', 'data_type': 'date'},
    )
}}

with orders as (

    select * from {{ ref('stg_orders') }}
    {% if is_incremental() %}
    -- late status changes (cancellations) reach the replica up to a few days later
    where order_date >= date_sub((select max(order_date) from {{ this }}), interval 3 day)
    {% endif %}

),

payments as (

    select * from {{ ref('stg_payments') }}

),

joined as (

    select
        o.order_date,
        o.channel,
        o.order_id,
        o.order_total,
        o.discount_total,
        p.method        as payment_method,
        p.amount        as paid_amount
    from orders o
    left join payments p on p.order_id = o.order_id

)

select
    order_date,
    channel,
    count(distinct order_id)                                        as orders,
    sum(order_total)                                                as gross_revenue,
    sum(discount_total)                                             as discounts,
    sum(paid_amount)                                                as paid,
    sum(case when payment_method = 'point' then paid_amount end)    as paid_by_point
from joined
group by 1, 2
