"""Where archives live: an S3 bucket prefix."""
from __future__ import annotations

import base64
import hashlib
from datetime import datetime, timezone

import boto3


class Bucket:
    def __init__(self, name: str, prefix: str = "backups/") -> None:
        self.name = name
        self.prefix = prefix
        self.s3 = boto3.client("s3")

    def list_names(self) -> list[str]:
        names = []
        paginator = self.s3.get_paginator("list_objects_v2")
        for page in paginator.paginate(Bucket=self.name, Prefix=self.prefix):
            names += [obj["Key"][len(self.prefix):] for obj in page.get("Contents", [])]
        return names

    def upload(self, path: str, name: str) -> None:
        digest = hashlib.md5()
        with open(path, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
        md5 = base64.b64encode(digest.digest()).decode()
        with open(path, "rb") as fh:
            self.s3.put_object(Bucket=self.name, Key=self.prefix + name, Body=fh, ContentMD5=md5,
                               Metadata={"uploaded-at": datetime.now(timezone.utc).isoformat()})

    def delete(self, names: list[str]) -> None:
        for chunk in range(0, len(names), 1000):
            objects = [{"Key": self.prefix + n} for n in names[chunk:chunk + 1000]]
            self.s3.delete_objects(Bucket=self.name, Delete={"Objects": objects})
