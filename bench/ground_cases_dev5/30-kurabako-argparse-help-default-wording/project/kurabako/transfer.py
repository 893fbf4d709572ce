from datetime import datetime, timedelta, timezone
from pathlib import Path

import boto3
from botocore.config import Config


def _client(retries: int):
    return boto3.client("s3", config=Config(retries={"max_attempts": retries, "mode": "standard"}))


def upload_file(path: Path, bucket: str, retries: int) -> str:
    key = path.as_posix().removeprefix("./")
    _client(retries).upload_file(str(path), bucket, key)
    return key


def download_file(bucket: str, key: str, output: Path, retries: int) -> Path:
    target = output / Path(key).name
    _client(retries).download_file(bucket, key, str(target))
    return target


def delete_older_than(bucket: str, days: int, dry_run: bool) -> list[str]:
    s3 = _client(3)
    cutoff = datetime.now(timezone.utc) - timedelta(days=days)
    old = [o["Key"] for o in s3.list_objects_v2(Bucket=bucket).get("Contents", []) if o["LastModified"] < cutoff]
    if not dry_run:
        for key in old:
            s3.delete_object(Bucket=bucket, Key=key)
    return old
