from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.python import PythonOperator

from loaders import load_orders, load_payments

default_args = {"retries": 1, "retry_delay": timedelta(minutes=5)}

with DAG(
    dag_id="nightly",
    schedule="0 2 * * *",
    start_date=datetime(2025, 1, 1),
    catchup=False,
    default_args=default_args,
    dagrun_timeout=timedelta(minutes=40),
) as dag:
    orders = PythonOperator(task_id="load_orders", python_callable=load_orders.main, op_kwargs={"ds": "{{ ds }}"},
                            execution_timeout=timedelta(minutes=15))
    payments = PythonOperator(task_id="load_payments", python_callable=load_payments.main, op_kwargs={"ds": "{{ ds }}"})
    mart = BashOperator(task_id="build_daily_sales",
                        bash_command="psql $MART_DSN -v ON_ERROR_STOP=1 -f /opt/analytics/scripts/build_daily_sales.sql")

    [orders, payments] >> mart
