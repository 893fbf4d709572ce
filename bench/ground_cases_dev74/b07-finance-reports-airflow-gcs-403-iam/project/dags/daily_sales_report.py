from __future__ import annotations

from datetime import timedelta

import pendulum
from airflow.decorators import dag, task
from airflow.models import Variable
from airflow.providers.google.cloud.hooks.bigquery import BigQueryHook

from gcs_util import upload_bytes
from reports.build import build_daily_xlsx
from reports.queries import DAILY_SALES, daily_sales_params

REPORT_BUCKET = Variable.get("finance_report_bucket", default_var="acme-finance-reports")

default_args = {
    "owner": "data-platform",
    "retries": 2,
    "retry_delay": timedelta(minutes=5),
    "retry_exponential_backoff": True,
}


@dag(
    schedule="0 7 * * *",
    start_date=pendulum.datetime(2025, 4, 1, tz="Asia/Tokyo"),
    catchup=False,
    default_args=default_args,
    tags=["finance", "report"],
)
def daily_sales_report():
    @task
    def fetch(ds=None) -> list[dict]:
        hook = BigQueryHook(use_legacy_sql=False, location="asia-northeast1")
        client = hook.get_client()
        job = client.query(DAILY_SALES, job_config=hook.get_query_job_config(daily_sales_params(ds)))
        return [dict(r) for r in job.result()]

    @task
    def build_and_upload(rows: list[dict], ds=None) -> str:
        data = build_daily_xlsx(rows, ds)
        return upload_bytes(REPORT_BUCKET, f"daily/{ds[:7]}/sales_{ds}.xlsx", data)

    build_and_upload(fetch())


daily_sales_report()
