"""Upload helper. The bucket and its policy (partner read access to the feed) are managed outside this repo."""
from __future__ import annotations

import logging

import boto3
from botocore.config import Config
from botocore.exceptions import ClientError

log = logging.getLogger(__name__)

_client = None


def client():
    global _client
    if _client is None:
        _client = boto3.client("s3", config=Config(retries={"max_attempts": 5, "mode": "standard"}))
    return _client


def upload(bucket: str, key: str, body: bytes) -> None:
    try:
        client().put_object(
            Bucket=bucket,
            Key=key,
            Body=body,
            ContentType="text/csv; charset=utf-8",
            ServerSideEncryption="AES256",
        )
    except ClientError as err:
        log.error("upload of s3://%s/%s failed: %s", bucket, key, err)
        raise
    log.debug("uploaded %d bytes to s3://%s/%s", len(body), bucket, key)
