select
    id          as order_item_id,
    order_id,
    sku,
    quantity,
    unit_price
from {{ source('shop', 'order_items') }}
