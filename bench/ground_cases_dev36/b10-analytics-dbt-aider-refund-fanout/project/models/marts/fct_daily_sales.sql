{{
    config(
        materialized='incremental',
        unique_key='sales_date',
        on_schema_change='append_new_columns'
    )
}}

with orders as (

    select * from {{ ref('stg_orders') }}
    where status in ('paid', 'shipped', 'delivered')
    {% if is_incremental() %}
      and order_date >= (select max(sales_date) - interval '3 days' from {{ this }})
    {% endif %}

),

refunds as (

    select * from {{ ref('stg_refunds') }}

),

joined as (

    select
        o.order_id,
        o.order_date,
        o.channel,
        o.amount_jpy,
        coalesce(r.refund_amount_jpy, 0) as refund_amount_jpy
    from orders o
    left join refunds r on o.order_id = r.order_id

)

select
    order_date as sales_date,
    count(distinct order_id) as orders,
    sum(amount_jpy) as gross_sales_jpy,
    sum(refund_amount_jpy) as refunds_jpy,
    sum(amount_jpy) - sum(refund_amount_jpy) as net_sales_jpy,
    sum(case when channel = 'app' then amount_jpy else 0 end) as app_sales_jpy
from joined
group by 1
