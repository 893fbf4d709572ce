"""Runtime configuration, read from the environment with dev defaults."""
import os

DEFAULT_DB = "sqlite:///var/dev.sqlite3"


def _bool(name: str, default: bool = False) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return raw.strip().lower() in {"1", "true", "yes", "on"}


def load_config() -> dict:
    env = os.environ.get("APP_ENV", "dev")
    cfg = {
        "ENV": env,
        "DATABASE_URL": os.environ.get("DATABASE_URL", DEFAULT_DB),
        # dev fallback only; load_config() refuses it when APP_ENV=prod
        "SECRET_KEY": os.environ.get("SECRET_KEY", "dev-only-not-secret"),  # nosec B105
        "EXPORT_DIR": os.environ.get("EXPORT_DIR", "/tmp/exports"),
        "RESET_TOKEN_TTL": int(os.environ.get("RESET_TOKEN_TTL", "3600")),
        "MAIL_FROM": os.environ.get("MAIL_FROM", "noreply@example.cn"),
        "DEBUG": _bool("APP_DEBUG", env == "dev"),
    }
    if env == "prod" and cfg["SECRET_KEY"] == "dev-only-not-secret":
        raise RuntimeError("SECRET_KEY must be set in prod")
    return cfg


def is_prod(cfg: dict) -> bool:
    return cfg.get("ENV") == "prod"
