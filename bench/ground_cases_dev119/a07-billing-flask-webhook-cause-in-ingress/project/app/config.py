import os


class MissingSetting(RuntimeError):
    pass


def _required(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        raise MissingSetting(f"{name} is not set")
    return value


def load_config() -> dict:
    return {
        "STRIPE_API_KEY": _required("STRIPE_API_KEY"),
        "STRIPE_WEBHOOK_SECRET": _required("STRIPE_WEBHOOK_SECRET"),
        "DATABASE_URL": os.environ.get("DATABASE_URL", "sqlite:///billing.db"),
    }
