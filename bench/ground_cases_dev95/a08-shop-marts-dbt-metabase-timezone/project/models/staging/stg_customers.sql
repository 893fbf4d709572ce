-- Customers, with the first order date used for new/returning splits.

with customers as (

    select
        id as customer_id,
        lower(email) as email,
        country_code,
        created_at as signed_up_at
    from {{ source('shop', 'customers') }}
    where not is_internal

),

first_orders as (

    select
        customer_id,
        min(order_date_utc) as first_order_date
    from {{ ref('stg_orders') }}
    where customer_id is not null
    group by customer_id

)

select
    c.*,
    f.first_order_date
from customers as c
left join first_orders as f using (customer_id)
