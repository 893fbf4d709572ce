with source as (

    select * from {{ source('shop', 'refunds') }}

)

select
    id              as refund_id,
    order_id,
    amount_cents,
    reason,
    created_at      as refunded_at
from source
where status = 'succeeded'
