from __future__ import annotations

import logging

from airflow.providers.google.cloud.hooks.gcs import GCSHook

log = logging.getLogger(__name__)

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def upload_bytes(bucket: str, object_name: str, data: bytes, *, mime_type: str = XLSX,
                 gcp_conn_id: str = "google_cloud_default") -> str:
    """Upload bytes to gs://bucket/object_name and return the gs:// URI."""
    hook = GCSHook(gcp_conn_id=gcp_conn_id)
    hook.upload(bucket_name=bucket, object_name=object_name, data=data, mime_type=mime_type)
    uri = f"gs://{bucket}/{object_name}"
    log.info("uploaded %d bytes to %s", len(data), uri)
    return uri


def exists(bucket: str, object_name: str, gcp_conn_id: str = "google_cloud_default") -> bool:
    return GCSHook(gcp_conn_id=gcp_conn_id).exists(bucket_name=bucket, object_name=object_name)
