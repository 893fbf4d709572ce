-- One row per order. raw.shop.orders is a CDC replica, but Fivetran keeps only the
-- latest version of each row, so order_id is unique here (tested in _staging.yml).

with source as (

    select * from {{ source('shop', 'orders') }}

),

renamed as (

    select
        id as order_id,
        customer_id,
        created_at as ordered_at,
        lower(status) as status,
        total_cents / 100.0 as order_total,
        currency,
        _fivetran_synced as loaded_at
    from source
    where not _fivetran_deleted

)

select * from renamed
