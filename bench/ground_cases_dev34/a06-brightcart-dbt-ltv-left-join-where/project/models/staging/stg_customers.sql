with source as (

    select * from {{ source('shop', 'customers') }}

),

renamed as (

    select
        id                  as customer_id,
        lower(trim(email))  as email,
        first_name,
        last_name,
        country_code,
        marketing_opt_in,
        created_at          as signed_up_at
    from source
    where deleted_at is null

)

select * from renamed
