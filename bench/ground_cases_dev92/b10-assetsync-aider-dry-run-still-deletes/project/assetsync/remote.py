from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import boto3


@dataclass
class RemoteObject:
    key: str
    size: int
    etag: str
    last_modified: datetime


class Bucket:
    def __init__(self, name: str, prefix: str = "") -> None:
        self.name = name
        self.prefix = prefix
        self._s3 = boto3.client("s3")

    def list(self) -> dict[str, RemoteObject]:
        out: dict[str, RemoteObject] = {}
        paginator = self._s3.get_paginator("list_objects_v2")
        for page in paginator.paginate(Bucket=self.name, Prefix=self.prefix):
            for obj in page.get("Contents", []):
                key = obj["Key"][len(self.prefix):]
                etag = obj.get("ETag", "").strip('"')
                out[key] = RemoteObject(key, obj["Size"], etag, obj["LastModified"])
        return out

    def upload(self, path: str, key: str) -> None:
        self._s3.upload_file(path, self.name, self.prefix + key)

    def delete(self, key: str) -> None:
        self._s3.delete_object(Bucket=self.name, Key=self.prefix + key)
