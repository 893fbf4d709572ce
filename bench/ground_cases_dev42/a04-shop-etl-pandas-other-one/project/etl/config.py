"""Pipeline settings from config/pipeline.yaml, with env overrides for secrets/hosts."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Settings:
    sftp_host: str
    sftp_user: str
    export_dir: str
    database_url: str
    table: str = "fact_orders"
    keep_statuses: tuple[str, ...] = ("paid", "shipped")
    dedup_keys: tuple[str, ...] = ("order_id",)
    shop_timezone: str = "Europe/Berlin"


def load_settings(path: Path = ROOT / "config" / "pipeline.yaml") -> Settings:
    raw = yaml.safe_load(path.read_text())
    return Settings(
        sftp_host=os.environ.get("SHOP_SFTP_HOST", raw["sftp"]["host"]),
        sftp_user=os.environ.get("SHOP_SFTP_USER", raw["sftp"]["user"]),
        export_dir=raw["sftp"]["export_dir"],
        database_url=os.environ.get("WAREHOUSE_URL", raw["warehouse"]["url"]),
        table=raw["warehouse"].get("table", "fact_orders"),
        keep_statuses=tuple(raw["orders"]["keep_statuses"]),
        dedup_keys=tuple(raw["orders"]["dedup_keys"]),
        shop_timezone=raw["orders"]["shop_timezone"],
    )


SETTINGS = load_settings()
