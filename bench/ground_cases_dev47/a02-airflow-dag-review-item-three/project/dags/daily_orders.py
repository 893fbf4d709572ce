"""Daily orders load: extract yesterday's orders from the shop replica, clean them,
load them into the warehouse."""
from __future__ import annotations

from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.python import PythonOperator
from airflow.providers.postgres.hooks.postgres import PostgresHook

from etl.transform import clean_file

SHOP_CONN = "shop_replica"
DWH_CONN = "warehouse"
SQL_DIR = "/opt/airflow/sql"

default_args = {
    "owner": "data-eng",
    "retries": 2,
    "retry_delay": timedelta(minutes=10),
    "email_on_failure": True,
    "email": ["data-alerts@acme.io"],
}


def extract(**context) -> str:
    day = (datetime.now() - timedelta(days=1)).strftime("%Y-%m-%d")
    hook = PostgresHook(postgres_conn_id=SHOP_CONN)
    with open(f"{SQL_DIR}/orders_daily.sql") as f:
        sql = f.read()
    df = hook.get_pandas_df(sql, parameters={"day": day})
    path = f"/tmp/orders_{day}.parquet"
    df.to_parquet(path, index=False)
    return path


def transform(ti, **context) -> str:
    raw = ti.xcom_pull(task_ids="extract")
    out = raw.replace(".parquet", ".clean.parquet")
    return clean_file(raw, out)


def load(ti, **context) -> None:
    import pandas as pd

    path = ti.xcom_pull(task_ids="transform")
    df = pd.read_parquet(path)
    day = path.split("_")[-1].split(".")[0]
    hook = PostgresHook(postgres_conn_id=DWH_CONN)
    engine = hook.get_sqlalchemy_engine()
    with engine.begin() as conn:
        conn.exec_driver_sql("DELETE FROM fact_orders WHERE order_date = %(day)s", {"day": day})
        df.to_sql("fact_orders", conn, if_exists="append", index=False, method="multi", chunksize=5000)


with DAG(
    dag_id="daily_orders",
    start_date=datetime(2023, 1, 1),
    schedule="0 2 * * *",
    catchup=False,
    default_args=default_args,
    max_active_runs=1,
    tags=["orders", "warehouse"],
) as dag:
    t_extract = PythonOperator(task_id="extract", python_callable=extract)
    t_transform = PythonOperator(task_id="transform", python_callable=transform)
    t_load = PythonOperator(task_id="load", python_callable=load)

    t_extract >> t_transform >> t_load
