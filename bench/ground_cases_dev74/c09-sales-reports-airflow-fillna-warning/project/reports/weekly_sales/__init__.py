"""Weekly regional sales report (Airflow DAG weekly_sales_report)."""
