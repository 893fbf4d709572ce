-- One row per successful payment. An order can have several: balance + WeChat Pay
-- (组合支付), or a second payment after a price change.
select
    id                             as payment_id,
    order_id,
    pay_method,
    cast(amount as decimal(12, 2)) as amount,
    paid_at
from {{ source('mall', 'payments') }}
where status = 'SUCCESS'
