import os
from dataclasses import dataclass, field


def _bool(name: str, default: bool = False) -> bool:
    value = os.getenv(name)
    if value is None:
        return default
    return value.lower() in ("1", "true", "yes", "on")


def _list(name: str, default: str = "") -> list[str]:
    raw = os.getenv(name, default)
    return [x.strip() for x in raw.split(",") if x.strip()]


@dataclass
class Settings:
    database_url: str = os.getenv("DATABASE_URL", "mysql+pymysql://admin:admin@127.0.0.1:3306/shop")
    debug: bool = _bool("DEBUG")
    log_level: str = os.getenv("LOG_LEVEL", "INFO")
    admin_tokens: list[str] = field(default_factory=lambda: _list("ADMIN_TOKENS"))
    cors_origins: list[str] = field(default_factory=lambda: _list("CORS_ORIGINS", "http://localhost:5173"))
    # 连接池参数，线上 MySQL max_connections=500，几个服务分着用
    pool_size: int = int(os.getenv("DB_POOL_SIZE", "10"))
    pool_recycle: int = int(os.getenv("DB_POOL_RECYCLE", "3600"))


settings = Settings()
