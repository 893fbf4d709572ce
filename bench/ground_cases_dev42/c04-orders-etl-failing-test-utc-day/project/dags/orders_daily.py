"""Airflow DAG for the daily orders job (deployed by the data-platform chart)."""
from __future__ import annotations

from datetime import timedelta

import pendulum
from airflow import DAG
from airflow.operators.bash import BashOperator

default_args = {
    "owner": "data-eng",
    "retries": 2,
    "retry_delay": timedelta(minutes=10),
}

with DAG(
    dag_id="orders_daily",
    schedule="0 6 * * *",
    start_date=pendulum.datetime(2025, 1, 1, tz="Asia/Shanghai"),
    catchup=False,
    default_args=default_args,
    tags=["orders", "ads"],
) as dag:
    wait_export = BashOperator(
        task_id="wait_export",
        bash_command="python -m etl.sensors.export_ready --ds {{ ds }}",
    )
    run_job = BashOperator(
        task_id="orders_daily",
        bash_command="python -m etl.jobs.orders_daily --ds {{ ds }}",
    )
    wait_export >> run_job
