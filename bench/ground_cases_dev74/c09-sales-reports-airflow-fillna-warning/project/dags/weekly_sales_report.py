"""Monday 08:00 Beijing time: last week's sales per region as XLSX, uploaded to GCS for the regional managers."""
from __future__ import annotations

from datetime import timedelta

import pendulum
from airflow.decorators import dag, task

from reports.weekly_sales import extract, render, transform, upload

WORK = "/opt/airflow/data/weekly_sales"


@dag(
    schedule="0 8 * * MON",
    start_date=pendulum.datetime(2025, 1, 6, tz="Asia/Shanghai"),
    catchup=False,
    default_args={"retries": 0},
    tags=["reports", "sales"],
)
def weekly_sales_report():
    @task(retries=3, retry_delay=timedelta(minutes=5), retry_exponential_backoff=True)
    def extract_sales(data_interval_start=None, data_interval_end=None) -> str:
        return extract.dump_week(data_interval_start, data_interval_end, WORK)

    @task
    def build_table(path: str) -> str:
        return transform.build(path)

    @task
    def render_xlsx(path: str, data_interval_start=None) -> str:
        return render.write_workbook(path, data_interval_start)

    @task
    def upload_gcs(path: str, data_interval_start=None) -> str:
        return upload.to_gcs(path, data_interval_start)

    upload_gcs(render_xlsx(build_table(extract_sales())))


weekly_sales_report()
