CREATE MATERIALIZED VIEW customer_monthly_summary AS
SELECT i.customer_id, i.target_month, sum(i.amount) AS amount
  FROM invoices i
 GROUP BY i.customer_id, i.target_month;
CREATE UNIQUE INDEX customer_monthly_summary_pk ON customer_monthly_summary (customer_id, target_month);
