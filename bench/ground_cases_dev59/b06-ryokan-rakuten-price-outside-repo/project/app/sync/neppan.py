"""客室在庫をねっぱん!へ送る。料金・プランは送らない（ねっぱん!の管理画面で設定）。

cron から `python -m app.sync.neppan` で実行する。
"""
from __future__ import annotations

import logging
import os
from datetime import date, timedelta
from pathlib import Path

import httpx
import yaml

from app.db import booked_rooms

log = logging.getLogger("sync.neppan")
API = os.environ.get("NEPPAN_API_URL", "https://api.neppan.example/v1")
DAYS_AHEAD = 180


def load_map() -> dict:
    path = Path(__file__).resolve().parents[2] / "config" / "channel_map.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))["room_types"]


def stock_payload(today: date) -> list[dict]:
    rows = []
    for key, rt in load_map().items():
        for i in range(DAYS_AHEAD):
            day = today + timedelta(days=i)
            left = rt["rooms"] - booked_rooms(key, day)
            rows.append({"room_type": rt["neppan_code"], "date": day.isoformat(), "stock": max(left, 0)})
    return rows


def push(rows: list[dict]) -> None:
    headers = {"Authorization": f"Bearer {os.environ['NEPPAN_API_TOKEN']}"}
    r = httpx.post(f"{API}/stocks", json={"stocks": rows}, headers=headers, timeout=30)
    r.raise_for_status()
    log.info("在庫を同期しました rows=%d", len(rows))


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    push(stock_payload(date.today()))
