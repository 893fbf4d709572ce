with source as (
    select * from {{ source('shop', 'refunds') }}
)

select
    id                              as refund_id,
    order_id,
    reason,
    amount_cents / 100.0            as amount,
    created_at::timestamp           as refunded_at
from source
where status = 'succeeded'
