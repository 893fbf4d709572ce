with source as (
    select * from {{ source('shop', 'payments') }}
)

select
    id             as payment_id,
    order_id,
    method,
    installment_no,
    amount,
    paid_at
from source
where status = 'captured'
