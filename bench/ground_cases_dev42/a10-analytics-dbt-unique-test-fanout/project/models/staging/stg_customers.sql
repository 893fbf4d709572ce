with source as (

    select * from {{ source('shop', 'customers') }}

),

renamed as (

    select
        id as customer_id,
        first_name,
        last_name,
        lower(email) as email,
        created_at::date as signup_date,
        marketing_opt_in

    from source

)

select * from renamed
