import csv
import io
from datetime import UTC, datetime

import boto3
from fastapi import APIRouter

from app.db import pool
from app.routers.prices import price_cache
from app.settings import settings

router = APIRouter(prefix="/exports", tags=["exports"])

s3 = boto3.client("s3", region_name=settings.aws_region)


def _to_csv(rows) -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["list_id", "sku", "amount_cents"])
    for r in rows:
        writer.writerow([r["list_id"], r["sku"], r["amount_cents"]])
    return buf.getvalue().encode()


@router.post("/prices")
async def export_prices() -> dict:
    """Full price export for the ERP (runs hourly from their side; ~300 MB)."""
    db = await pool()
    rows = await db.fetch("SELECT list_id, sku, amount_cents FROM prices ORDER BY list_id, sku")
    body = _to_csv(rows)
    key = f"prices/{datetime.now(UTC):%Y%m%dT%H%M%S}.csv"
    s3.upload_fileobj(io.BytesIO(body), settings.export_bucket, key)
    price_cache.clear()  # exports are a good moment to drop anything stale
    return {"key": key, "bytes": len(body)}


@router.get("/prices/latest")
async def latest_export() -> dict:
    resp = s3.list_objects_v2(Bucket=settings.export_bucket, Prefix="prices/")
    keys = sorted(o["Key"] for o in resp.get("Contents", []))
    return {"key": keys[-1] if keys else None}
