import hashlib
from pathlib import Path

import boto3


def _md5(path: Path) -> str:
    h = hashlib.md5()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def verify_remote(path: Path, bucket: str, key: str) -> None:
    etag = boto3.client("s3").head_object(Bucket=bucket, Key=key)["ETag"].strip('"')
    if "-" not in etag and etag != _md5(path):
        raise SystemExit(f"checksum mismatch for {key}")


def verify_local(path: Path, bucket: str, key: str) -> None:
    verify_remote(path, bucket, key)
