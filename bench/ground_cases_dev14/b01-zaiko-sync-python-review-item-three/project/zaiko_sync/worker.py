"""Nightly job: read the warehouse export from S3 and push changed stock levels to Shopify."""
from __future__ import annotations

import io
import logging
from datetime import datetime, timezone

import boto3

from zaiko_sync import config
from zaiko_sync.mapping import changed_since
from zaiko_sync.shopify import ShopifyClient

log = logging.getLogger("zaiko_sync.worker")

STATE_FILE = ".last_run"


def load_last_run(path: str = STATE_FILE) -> datetime:
    try:
        with open(path, encoding="utf-8") as f:
            return datetime.fromisoformat(f.read().strip())
    except FileNotFoundError:
        return datetime(1970, 1, 1, tzinfo=timezone.utc)


def save_last_run(when: datetime, path: str = STATE_FILE) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(when.isoformat())


def fetch_export(cfg: config.Config) -> list[str]:
    s3 = boto3.client("s3", region_name=cfg.aws_region)
    body = s3.get_object(Bucket=cfg.export_bucket, Key=cfg.export_key)["Body"].read()
    return io.StringIO(body.decode("cp932")).readlines()


def run(cfg: config.Config | None = None) -> int:
    cfg = cfg or config.load()
    started = datetime.now(timezone.utc)
    last_run = load_last_run()
    client = ShopifyClient(cfg.shop_domain, cfg.shopify_token, cfg.location_id)
    pushed = 0
    missing: list[str] = []
    for item in changed_since(fetch_export(cfg), last_run):
        if client.set_available(item.sku, item.quantity):
            pushed += 1
        else:
            missing.append(item.sku)
    save_last_run(started)
    log.info("pushed %d items, %d sku not found", pushed, len(missing))
    if missing:
        log.warning("sku not found in shop: %s", ",".join(sorted(missing)))
    return pushed


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    run()
