with source as (
    select * from {{ source('shop', 'orders') }}
)

select
    id                              as order_id,
    customer_id,
    status,
    currency,
    amount_cents / 100.0            as amount,
    created_at::timestamp           as ordered_at
from source
where status not in ('draft', 'test')
