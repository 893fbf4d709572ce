"""Writing frames to ClickHouse over HTTP (JSONEachRow), one partition at a time."""
from __future__ import annotations

import json

import pandas as pd
import requests

from etl import config


def _query(sql: str, data: bytes | None = None) -> None:
    resp = requests.post(
        config.CLICKHOUSE_URL,
        params={"query": sql, "database": config.CLICKHOUSE_DB},
        data=data,
        auth=(config.CLICKHOUSE_USER, config.CLICKHOUSE_PASSWORD),
        timeout=60,
    )
    resp.raise_for_status()


def write_table(table: str, frame: pd.DataFrame, partition: str) -> None:
    """Replace one partition: drop it, then insert the frame."""
    _query(f"ALTER TABLE {table} DROP PARTITION '{partition}'")
    if frame.empty:
        return
    rows = frame.astype({c: str for c in frame.columns if frame[c].dtype == object})
    body = "\n".join(json.dumps(r, default=str, ensure_ascii=False) for r in rows.to_dict("records"))
    _query(f"INSERT INTO {table} FORMAT JSONEachRow", body.encode())
