-- rollup_daily.sql: staging.shop_drop -> report.daily_sales for one day
-- called with -v day=YYYY-MM-DD

BEGIN;

DELETE FROM report.daily_sales WHERE day = :'day';

INSERT INTO report.daily_sales (day, region, sku, qty, revenue_cents)
SELECT :'day'::date,
       coalesce(nullif(region, ''), 'DE'),
       sku,
       sum(qty),
       sum(round(price_eur * 100)::bigint * qty)
  FROM staging.shop_drop
 WHERE order_date = :'day'::date
 GROUP BY 2, 3;

TRUNCATE staging.shop_drop;

COMMIT;
