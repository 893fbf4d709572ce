from datetime import timedelta

import pendulum
from airflow import DAG
from airflow.operators.bash import BashOperator

default_args = {
    "owner": "data-platform",
    "retries": 2,
    "retry_delay": timedelta(minutes=10),
}

with DAG(
    dag_id="orders_daily",
    description="订单日表 dwd_orders_daily + 店铺日汇总",
    schedule="30 2 * * *",
    start_date=pendulum.datetime(2025, 6, 1, tz="Asia/Shanghai"),
    catchup=False,
    default_args=default_args,
    tags=["orders", "dwd"],
) as dag:
    run_etl = BashOperator(
        task_id="run_orders_etl",
        bash_command="cd /opt/etl/orders-etl && python -m etl.run {{ ds }}",
        env={"WAREHOUSE_DIR": "/data/warehouse"},
        append_env=True,
    )
