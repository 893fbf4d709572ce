select
    id                                 as order_item_id,
    order_id,
    sku_id,
    quantity,
    cast(unit_price as decimal(12, 2)) as unit_price
from {{ source('mall', 'order_items') }}
where is_deleted = 0
