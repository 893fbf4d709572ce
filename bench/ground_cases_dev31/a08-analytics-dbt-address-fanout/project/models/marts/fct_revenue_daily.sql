-- Daily revenue per country for the finance dashboard.
-- Country comes from the customer's billing address.

with orders as (

    select *
    from {{ ref('stg_orders') }}
    where status in ('paid', 'fulfilled')

),

addresses as (

    select *
    from {{ ref('stg_customer_addresses') }}
    where kind = 'billing'

),

joined as (

    select
        o.order_date,
        coalesce(a.country_code, 'unknown') as country_code,
        o.order_id,
        o.total_usd
    from orders o
    left join addresses a on a.customer_id = o.customer_id

),

final as (

    select
        order_date,
        country_code,
        count(*)                    as orders,
        round(sum(total_usd), 2)    as revenue_usd
    from joined
    group by 1, 2

)

select * from final
