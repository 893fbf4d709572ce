with source as (

    select * from {{ source('shop', 'customer_addresses') }}

),

renamed as (

    select
        id              as address_id,
        customer_id,
        kind,           -- 'billing' | 'shipping'
        is_primary,
        country_code,
        region,
        city,
        postal_code,
        created_at::timestamp as created_at
    from source
    where deleted_at is null

)

select * from renamed
