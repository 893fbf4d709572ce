"""Thin wrapper over the S3 bucket that holds the dumps."""
from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import boto3
from boto3.s3.transfer import TransferConfig

# multipart above 64 MiB, 8 parts in flight
TRANSFER = TransferConfig(multipart_threshold=64 * 1024 * 1024, max_concurrency=8)


class S3Storage:
    def __init__(self, bucket: str, prefix: str, client=None):
        self.bucket = bucket
        self.prefix = prefix
        self.client = client or boto3.client("s3")

    def upload(self, dump: Path) -> str:
        stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
        key = f"{self.prefix}app-{stamp}{''.join(dump.suffixes)}"
        self.client.upload_file(str(dump), self.bucket, key, Config=TRANSFER)
        return key

    def list(self) -> list[str]:
        names: list[str] = []
        paginator = self.client.get_paginator("list_objects_v2")
        for page in paginator.paginate(Bucket=self.bucket, Prefix=self.prefix):
            names.extend(obj["Key"] for obj in page.get("Contents", []))
        return names

    def delete(self, name: str) -> None:
        self.client.delete_object(Bucket=self.bucket, Key=name)
