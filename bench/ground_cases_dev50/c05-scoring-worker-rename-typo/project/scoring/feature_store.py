"""Features of a batch of customers from the online feature store (Redis hashes, schema v3)."""
from __future__ import annotations

import json

import pandas as pd
import redis

from scoring.settings import FEATURE_PREFIX, REDIS_URL, SCHEMA_VERSION

# Schema v3 shortened some field names; map them back to the names the model was trained on.
RENAMES = {
    "tenure_mo": "tenure_month",
    "avg_ord_val": "avg_order_value",
    "n_orders_90d": "orders_90d",
    "last_login_days": "days_since_login",
    "tix_30d": "support_tickets_30d",
}

_client: redis.Redis | None = None


def client() -> redis.Redis:
    global _client
    if _client is None:
        _client = redis.Redis.from_url(REDIS_URL)
    return _client


def _parse(value: bytes):
    text = value.decode()
    try:
        return json.loads(text)
    except ValueError:
        return text


def fetch_features(customer_ids: list[str]) -> pd.DataFrame:
    """One row per customer found in the store; customers without features are left out."""
    pipe = client().pipeline(transaction=False)
    for cid in customer_ids:
        pipe.hgetall(f"{FEATURE_PREFIX}:v{SCHEMA_VERSION}:{cid}")
    rows = []
    for cid, raw in zip(customer_ids, pipe.execute()):
        if not raw:
            continue
        row = {k.decode(): _parse(v) for k, v in raw.items()}
        row["customer_id"] = cid
        rows.append(row)
    return pd.DataFrame(rows).rename(columns=RENAMES)
