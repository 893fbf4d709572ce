-- One row per address. A customer can have several (billing, shipping, old ones).

with source as (

    select * from {{ source('shop', 'addresses') }}

),

renamed as (

    select
        id as address_id,
        customer_id,
        lower(kind) as address_type,
        upper(country) as country_code,
        city,
        postal_code,
        is_default,
        deleted_at is not null as is_deleted

    from source

)

select * from renamed
