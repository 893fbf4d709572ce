-- Views the BI dashboard reads. Owned by data team; mirrored here for reference.
CREATE OR REPLACE VIEW v_daily_sales AS
SELECT (o.created_at AT TIME ZONE 'Europe/Berlin')::date AS day,
       sum(o.total)                                     AS gross,
       count(*)                                         AS orders
  FROM orders o
 WHERE o.status <> 'cancelled'
 GROUP BY 1;

CREATE OR REPLACE VIEW v_weekly_sales AS
SELECT date_trunc('week', day)::date AS week_start,
       sum(gross)                    AS gross,
       sum(orders)                   AS orders
  FROM v_daily_sales
 GROUP BY 1;

CREATE OR REPLACE VIEW v_daily_refunds AS
SELECT (r.created_at AT TIME ZONE 'Europe/Berlin')::date AS day,
       sum(r.amount)                                    AS refunds,
       count(*)                                         AS refund_count
  FROM refunds r
 GROUP BY 1;

CREATE OR REPLACE VIEW v_daily_net AS
SELECT s.day,
       s.gross,
       coalesce(f.refunds, 0)           AS refunds,
       s.gross - coalesce(f.refunds, 0) AS net,
       s.orders
  FROM v_daily_sales s
  LEFT JOIN v_daily_refunds f USING (day);
