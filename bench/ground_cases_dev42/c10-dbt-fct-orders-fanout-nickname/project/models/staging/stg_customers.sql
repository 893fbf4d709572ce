select
    id               as customer_id,
    nickname,
    register_channel,
    created_at       as registered_at
from {{ source('mall', 'customers') }}
where is_deleted = 0
