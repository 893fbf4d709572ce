"""Settings read from the environment, with defaults for local runs."""
from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    export_dir: str
    report_tz: str
    currency: str
    min_amount_cents: int


def load() -> Settings:
    return Settings(
        export_dir=os.environ.get("SALES_EXPORT_DIR", "./exports"),
        report_tz=os.environ.get("SALES_REPORT_TZ", "Asia/Shanghai"),
        currency=os.environ.get("SALES_CURRENCY", "CNY"),
        min_amount_cents=int(os.environ.get("SALES_MIN_AMOUNT_CENTS", "0")),
    )


def describe(s: Settings) -> str:
    return (
        f"export_dir={s.export_dir} tz={s.report_tz} "
        f"currency={s.currency} min={s.min_amount_cents}"
    )


if __name__ == "__main__":
    print(describe(load()))
