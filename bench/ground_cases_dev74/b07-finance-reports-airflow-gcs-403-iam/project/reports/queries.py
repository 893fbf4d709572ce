"""SQL for the sales reports (BigQuery standard SQL)."""

DAILY_SALES = """
SELECT
  DATE(o.ordered_at, "Asia/Tokyo") AS order_date,
  s.store_code,
  s.store_name,
  COUNT(DISTINCT o.order_id) AS orders,
  SUM(l.quantity) AS items,
  SUM(l.amount) AS amount,
  SUM(l.tax_amount) AS tax_amount
FROM `acme-data.sales.orders` o
JOIN `acme-data.sales.order_lines` l USING (order_id)
JOIN `acme-data.master.stores` s USING (store_id)
WHERE DATE(o.ordered_at, "Asia/Tokyo") = @report_date
  AND o.status != "cancelled"
GROUP BY 1, 2, 3
ORDER BY s.store_code
"""


def daily_sales_params(report_date: str) -> list[dict]:
    return [{"name": "report_date", "parameterType": {"type": "DATE"}, "parameterValue": {"value": report_date}}]
