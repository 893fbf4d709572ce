from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path


def _default(value):
    if hasattr(value, "isoformat"):
        return value.isoformat()
    raise TypeError(f"cannot serialise {type(value).__name__}")


def write_jsonl(rows: list[dict], out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"sales-{datetime.now():%Y%m%d-%H%M%S}.jsonl"
    with target.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, default=_default))
            fh.write("\n")
    return target


def summary(rows: list[dict]) -> dict:
    by_store: dict[str, float] = {}
    for row in rows:
        by_store[row["store_id"]] = by_store.get(row["store_id"], 0.0) + row["amount"] * row["qty"]
    return {"rows": len(rows), "by_store": dict(sorted(by_store.items()))}
