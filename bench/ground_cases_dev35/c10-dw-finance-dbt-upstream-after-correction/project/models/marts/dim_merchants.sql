select
    id              as merchant_id,
    name            as merchant_name,
    region,
    is_active
from {{ source('pay', 'merchants') }}
