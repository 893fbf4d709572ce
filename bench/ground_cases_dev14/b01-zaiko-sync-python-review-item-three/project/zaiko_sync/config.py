"""Settings from the environment (set in the ECS task definition)."""
from __future__ import annotations

import os
from dataclasses import dataclass


class ConfigError(RuntimeError):
    pass


@dataclass(frozen=True)
class Config:
    shop_domain: str
    shopify_token: str
    location_id: int
    export_bucket: str
    export_key: str
    aws_region: str = "ap-northeast-1"


def _require(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        raise ConfigError(f"environment variable {name} is not set")
    return value


def load() -> Config:
    return Config(
        shop_domain=_require("SHOPIFY_STORE_DOMAIN"),
        shopify_token=_require("SHOPIFY_ADMIN_TOKEN"),
        location_id=int(_require("SHOPIFY_LOCATION_ID")),
        export_bucket=_require("ZAIKO_EXPORT_BUCKET"),
        export_key=os.environ.get("ZAIKO_EXPORT_KEY", "daily/zaiko.csv"),
        aws_region=os.environ.get("AWS_REGION", "ap-northeast-1"),
    )
