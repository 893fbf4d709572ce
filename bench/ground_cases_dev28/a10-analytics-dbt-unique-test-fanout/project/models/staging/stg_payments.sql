-- One row per payment attempt that went through. An order can have several:
-- split payments (gift card + card) and re-captures after a failed first capture.
with source as (
    select * from {{ source('shop', 'payments') }}
),

renamed as (
    select
        id as payment_id,
        order_id,
        lower(method) as payment_method,
        amount_cents,
        captured_at
    from source
    where status = 'captured'
)

select * from renamed
