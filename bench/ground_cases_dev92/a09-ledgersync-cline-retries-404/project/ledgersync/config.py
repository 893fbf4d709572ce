import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    base_url: str
    token: str
    page_size: int = 100
    timeout: float = 15.0
    backoff_base: float = 1.0


def load() -> Settings:
    token = os.environ.get("LEDGERLY_TOKEN")
    if not token:
        raise SystemExit("LEDGERLY_TOKEN is not set")
    return Settings(
        base_url=os.environ.get("LEDGERLY_BASE_URL", "https://api.ledgerly.io/v2").rstrip("/"),
        token=token,
        page_size=int(os.environ.get("LEDGERSYNC_PAGE_SIZE", "100")),
        backoff_base=float(os.environ.get("LEDGERSYNC_BACKOFF", "1.0")),
    )
