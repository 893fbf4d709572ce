"""Pricing settings. Loaded once from the environment in production."""

from __future__ import annotations

import os
from decimal import Decimal
from typing import TypedDict


class Settings(TypedDict):
    bulk_threshold: int
    bulk_rate: Decimal
    vip_rate: Decimal
    currency: str


DEFAULTS: Settings = {
    "bulk_threshold": 10,
    "bulk_rate": Decimal("0.05"),
    "vip_rate": Decimal("0.10"),
    "currency": "EUR",
}


def load_settings(env: dict[str, str] | None = None) -> Settings:
    env = dict(os.environ) if env is None else env
    settings: Settings = dict(DEFAULTS)  # type: ignore[assignment]
    if "ORDERLY_BULK_THRESHOLD" in env:
        settings["bulk_threshold"] = int(env["ORDERLY_BULK_THRESHOLD"])
    if "ORDERLY_BULK_RATE" in env:
        settings["bulk_rate"] = Decimal(env["ORDERLY_BULK_RATE"])
    if "ORDERLY_VIP_RATE" in env:
        settings["vip_rate"] = Decimal(env["ORDERLY_VIP_RATE"])
    if "ORDERLY_CURRENCY" in env:
        settings["currency"] = env["ORDERLY_CURRENCY"]
    return settings
