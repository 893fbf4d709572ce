with source as (

    select * from {{ source('shop', 'customers') }}

),

renamed as (

    select
        id                      as customer_id,
        lower(email)            as email,
        segment,
        created_at::timestamp   as signed_up_at
    from source

)

select * from renamed
