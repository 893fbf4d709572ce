"""Daily shop GMV / refund aggregation into dws.*"""
from datetime import datetime, timedelta
from pathlib import Path

from airflow import DAG
from airflow.providers.postgres.operators.postgres import PostgresOperator

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"

default_args = {
    "owner": "data-bi",
    "retries": 2,
    "retry_delay": timedelta(minutes=10),
}

with DAG(
    dag_id="shop_daily_gmv",
    start_date=datetime(2025, 6, 1),
    schedule="30 2 * * *",
    catchup=False,
    default_args=default_args,
    template_searchpath=[str(SQL_DIR)],
    tags=["dws", "shop"],
) as dag:
    params = {
        "start": "{{ data_interval_start.in_timezone('Asia/Shanghai').start_of('day') }}",
        "end": "{{ data_interval_end.in_timezone('Asia/Shanghai').start_of('day') }}",
    }

    gmv = PostgresOperator(
        task_id="shop_daily_gmv",
        postgres_conn_id="dw",
        sql="daily_shop_gmv.sql",
        parameters=params,
    )

    refund = PostgresOperator(
        task_id="shop_daily_refund",
        postgres_conn_id="dw",
        sql="daily_shop_refund.sql",
        parameters=params,
    )

    gmv >> refund
