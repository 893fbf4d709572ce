"""Settings read from the environment. Nothing secret lives in this file."""
from __future__ import annotations

import os
from dataclasses import dataclass

# Stripe API version the account and this code agree on. Payload shapes depend on it:
# bump it together with the handlers in app/billing.py, never on its own.
STRIPE_API_VERSION = "2024-06-20"


@dataclass(frozen=True)
class Settings:
    database_url: str
    stripe_secret_key: str
    stripe_webhook_secret: str
    stripe_api_version: str = STRIPE_API_VERSION
    trial_days: int = 14

    @classmethod
    def from_env(cls) -> "Settings":
        return cls(
            database_url=os.environ.get("DATABASE_URL", "sqlite:///billing.db"),
            stripe_secret_key=os.environ["STRIPE_SECRET_KEY"],
            stripe_webhook_secret=os.environ["STRIPE_WEBHOOK_SECRET"],
            stripe_api_version=os.environ.get("STRIPE_API_VERSION", STRIPE_API_VERSION),
            trial_days=int(os.environ.get("TRIAL_DAYS", "14")),
        )

    def masked(self) -> dict[str, str]:
        return {
            "database_url": self.database_url,
            "stripe_secret_key": self.stripe_secret_key[:7] + "...",
            "stripe_webhook_secret": "whsec_...",
            "stripe_api_version": self.stripe_api_version,
        }
