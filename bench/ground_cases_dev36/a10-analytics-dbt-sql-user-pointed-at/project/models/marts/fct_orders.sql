{{ config(materialized='table') }}

with orders as (

    select * from {{ ref('stg_orders') }}

),

payments as (

    select * from {{ ref('stg_payments') }}
    where status = 'success'

),

customers as (

    select customer_id, first_order_at, customer_segment
    from {{ ref('dim_customers') }}

),

final as (

    select
        orders.order_id,
        orders.customer_id,
        orders.ordered_at,
        orders.status,
        orders.order_total,
        payments.payment_method,
        payments.amount as amount_paid,
        customers.customer_segment,
        orders.ordered_at = customers.first_order_at as is_first_order
    from orders
    left join payments on payments.order_id = orders.order_id
    left join customers on customers.customer_id = orders.customer_id

)

select * from final
