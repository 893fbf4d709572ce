with source as (
    select * from {{ source('shop', 'customers') }}
),

renamed as (
    select
        id as customer_id,
        lower(email) as email,
        country_code as country,
        created_at as signed_up_at,
        marketing_opt_in
    from source
    where deleted_at is null
)

select * from renamed
