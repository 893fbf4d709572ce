with source as (
    select * from {{ source('shop', 'customers') }}
),

renamed as (
    select
        id as customer_id,
        trim(full_name) as customer_name,
        lower(email) as email,
        country_code,
        created_at as signed_up_at,
        marketing_opt_in
    from source
    where deleted_at is null
)

select * from renamed
