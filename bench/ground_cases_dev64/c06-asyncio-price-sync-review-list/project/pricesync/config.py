import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Supplier:
    code: str
    base_url: str
    token: str


@dataclass(frozen=True)
class Settings:
    redis_url: str = os.environ.get("REDIS_URL", "redis://localhost:6379/3")
    price_ttl: int = int(os.environ.get("PRICE_TTL_SECONDS", "900"))
    max_attempts: int = 4
    suppliers: list[Supplier] = field(default_factory=list)


def load() -> Settings:
    suppliers = []
    for code in os.environ.get("SUPPLIERS", "").split(","):
        code = code.strip()
        if not code:
            continue
        suppliers.append(
            Supplier(
                code=code,
                base_url=os.environ[f"SUPPLIER_{code.upper()}_URL"],
                token=os.environ.get(f"SUPPLIER_{code.upper()}_TOKEN", ""),
            )
        )
    return Settings(suppliers=suppliers)
