import logging
import os


def load_config() -> dict:
    env = os.environ.get("APP_ENV", "development")
    cfg = {
        "ENV_NAME": env,
        "DATABASE_URL": os.environ.get("DATABASE_URL", "sqlite:///dev.db"),
        "LOG_FILE": "/var/log/shop/app.log" if env != "development" else None,
        "LOG_LEVEL": os.environ.get("LOG_LEVEL", "INFO").upper(),
    }
    return cfg


def setup_logging(cfg: dict) -> None:
    handlers = [logging.StreamHandler()]
    if cfg["LOG_FILE"]:
        handlers.append(logging.FileHandler(cfg["LOG_FILE"]))
    logging.basicConfig(level=cfg["LOG_LEVEL"], handlers=handlers,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
