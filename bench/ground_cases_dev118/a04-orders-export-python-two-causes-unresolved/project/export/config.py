import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    dsn: str
    out_dir: str
    shop_id: int


def load() -> Config:
    return Config(
        dsn=os.environ.get("EXPORT_DSN", "postgresql://export@localhost:5432/shop"),
        out_dir=os.environ.get("EXPORT_OUT_DIR", "/var/exports/orders"),
        shop_id=int(os.environ.get("EXPORT_SHOP_ID", "1")),
    )
