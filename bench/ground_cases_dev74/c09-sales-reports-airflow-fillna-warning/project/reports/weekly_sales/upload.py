from __future__ import annotations

import os
from datetime import datetime

from airflow.providers.google.cloud.hooks.gcs import GCSHook

BUCKET = os.environ.get("REPORTS_BUCKET", "acme-sales-reports")


def to_gcs(path: str, week_start: datetime) -> str:
    name = f"weekly/{week_start:%G}/W{week_start:%V}/{os.path.basename(path)}"
    GCSHook(gcp_conn_id="google_cloud_default").upload(
        bucket_name=BUCKET,
        object_name=name,
        filename=path,
        mime_type="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    )
    return f"gs://{BUCKET}/{name}"
