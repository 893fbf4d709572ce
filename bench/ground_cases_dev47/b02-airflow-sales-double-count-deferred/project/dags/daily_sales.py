"""Daily sales aggregation: orders -> sales_daily, one row per (sales_date, shop_id)."""
from __future__ import annotations

from pathlib import Path

import pendulum
from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.providers.postgres.hooks.postgres import PostgresHook

from utils.dates import sales_filter

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"

default_args = {
    "owner": "data-platform",
    "retries": 3,
    "retry_delay": pendulum.duration(minutes=10),
}


def aggregate(ds: str, **_):
    sql = (SQL_DIR / "aggregate_sales.sql").read_text()
    hook = PostgresHook(postgres_conn_id="warehouse")
    hook.run(sql.format(where=sales_filter(ds), sales_date=ds), autocommit=False)


def notify(ds: str, **_):
    hook = PostgresHook(postgres_conn_id="warehouse")
    rows = hook.get_first("SELECT count(*) FROM sales_daily WHERE sales_date = %s", parameters=(ds,))
    print(f"sales_daily {ds}: {rows[0]} shops")


with DAG(
    dag_id="daily_sales",
    schedule="0 2 * * *",  # JST 02:00, after the POS export lands
    start_date=pendulum.datetime(2025, 4, 1, tz="Asia/Tokyo"),
    catchup=False,
    default_args=default_args,
    tags=["sales", "warehouse"],
) as dag:
    agg = PythonOperator(task_id="aggregate", python_callable=aggregate)
    done = PythonOperator(task_id="notify", python_callable=notify)
    agg >> done
