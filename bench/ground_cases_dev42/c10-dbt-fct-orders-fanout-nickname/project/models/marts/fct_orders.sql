{{
    config(
        materialized='incremental',
        unique_key='order_id',
        on_schema_change='append_new_columns'
    )
}}

with orders as (
    select * from {{ ref('stg_orders') }}
    {% if is_incremental() %}
    where ordered_at >= (select max(ordered_at) - interval '3 day' from {{ this }})
    {% endif %}
),

first_orders as (
    select customer_id, min(ordered_at) as first_ordered_at
    from {{ ref('stg_orders') }}
    group by customer_id
),

final as (
    select
        o.order_id,
        o.order_no,
        o.customer_id,
        o.channel,
        o.status,
        o.ordered_at,
        o.paid_at,
        count(distinct i.order_item_id)    as item_count,
        sum(i.quantity * i.unit_price)     as gmv,
        o.discount_amount,
        coalesce(sum(p.amount), 0)         as amount_paid,
        max(p.paid_at)                     as last_payment_at,
        o.ordered_at = f.first_ordered_at  as is_first_order
    from orders o
    left join first_orders f on f.customer_id = o.customer_id
    left join {{ ref('stg_order_items') }} i on i.order_id = o.order_id
    left join {{ ref('stg_payments') }} p on p.order_id = o.order_id
    group by
        o.order_id, o.order_no, o.customer_id, o.channel, o.status,
        o.ordered_at, o.paid_at, o.discount_amount, f.first_ordered_at
)

select * from final
