from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    endpoint: str
    api_key: str
    batch_size: int = 100
    timeout: float = 10.0
    dry_run: bool = False


def load_config(env: dict[str, str] | None = None) -> Config:
    env = dict(os.environ if env is None else env)
    try:
        endpoint = env["PUSHCAST_ENDPOINT"]
        api_key = env["PUSHCAST_API_KEY"]
    except KeyError as missing:
        raise SystemExit(f"{missing.args[0]} is not set") from None
    return Config(
        endpoint=endpoint,
        api_key=api_key,
        batch_size=int(env.get("PUSHCAST_BATCH_SIZE", "100")),
        timeout=float(env.get("PUSHCAST_TIMEOUT", "10")),
        dry_run=env.get("PUSHCAST_DRY_RUN", "") == "1",
    )


def describe(cfg: Config) -> str:
    key = cfg.api_key[:4] + "…" if cfg.api_key else "(none)"
    return f"endpoint={cfg.endpoint} key={key} batch={cfg.batch_size} dry_run={cfg.dry_run}"
