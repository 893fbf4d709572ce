-- Fails when the daily revenue mart does not add up to the revenue orders it is built from
-- (a join fan-out or a dropped filter would show up here first).
with mart as (

    select round(sum(revenue_usd), 2) as usd
    from {{ ref('fct_revenue_daily') }}

),

src as (

    select round(sum(total_usd), 2) as usd
    from {{ ref('stg_orders') }}
    where status in ('paid', 'fulfilled')

)

select mart.usd as mart_usd, src.usd as orders_usd
from mart, src
where mart.usd <> src.usd
