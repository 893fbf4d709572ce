import json
import logging
import os
import urllib.parse

import boto3
from botocore.config import Config

from thumbs import SIZES, make_thumbnail, thumb_key

log = logging.getLogger()
log.setLevel(os.environ.get("LOG_LEVEL", "INFO"))

s3 = boto3.client("s3", config=Config(retries={"max_attempts": 6, "mode": "adaptive"}))
DEST_BUCKET = os.environ["DEST_BUCKET"]


def handler(event, context):
    done = []
    for record in event.get("Records", []):
        src_bucket = record["s3"]["bucket"]["name"]
        key = urllib.parse.unquote_plus(record["s3"]["object"]["key"])
        if not key.lower().endswith((".jpg", ".jpeg", ".png", ".webp")):
            log.info("skip non-image %s", key)
            continue
        obj = s3.get_object(Bucket=src_bucket, Key=key)
        original = obj["Body"].read()
        for name, size in SIZES.items():
            data = make_thumbnail(original, size)
            dest = thumb_key(key, name)
            s3.put_object(Bucket=DEST_BUCKET, Key=dest, Body=data, ContentType="image/webp")
            done.append(dest)
        log.info("thumbs for %s: %s", key, ", ".join(done[-len(SIZES):]))
    return {"statusCode": 200, "body": json.dumps({"written": done})}
