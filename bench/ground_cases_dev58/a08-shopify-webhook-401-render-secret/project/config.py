"""Settings from environment variables (set in the Render dashboard, or .env locally)."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field


def _required(name: str) -> str:
    value = os.environ.get(name, "")
    if not value:
        raise RuntimeError(f"environment variable {name} is not set")
    return value


@dataclass(frozen=True)
class Settings:
    shopify_webhook_secret: str = field(default_factory=lambda: _required("SHOPIFY_WEBHOOK_SECRET"))
    slack_webhook_url: str = field(default_factory=lambda: os.environ.get("SLACK_WEBHOOK_URL", ""))
    sheet_id: str = field(default_factory=lambda: _required("SHEET_ID"))
    sheet_tab: str = field(default_factory=lambda: os.environ.get("SHEET_TAB", "Orders"))
    google_credentials: dict = field(
        default_factory=lambda: json.loads(_required("GOOGLE_SERVICE_ACCOUNT_JSON")))


if os.environ.get("ORDERHOOK_TESTING"):
    settings = Settings(shopify_webhook_secret="test-secret", slack_webhook_url="", sheet_id="test",
                        sheet_tab="Orders", google_credentials={})
else:
    settings = Settings()
