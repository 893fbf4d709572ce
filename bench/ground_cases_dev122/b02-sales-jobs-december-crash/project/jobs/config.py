"""Settings for the monthly sales jobs, read from the environment."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    data_dir: Path
    output_dir: Path
    currency: str = "JPY"
    stores: tuple[str, ...] = ()


def load_settings() -> Settings:
    data_dir = Path(os.environ.get("SALES_DATA_DIR", "data"))
    output_dir = Path(os.environ.get("SALES_OUTPUT_DIR", "out"))
    stores = tuple(s for s in os.environ.get("SALES_STORES", "").split(",") if s)
    return Settings(data_dir=data_dir, output_dir=output_dir, stores=stores)


def report_path(settings: Settings, year: int, month: int) -> Path:
    return settings.output_dir / f"sales-{year}-{month:02d}.csv"


def ensure_output_dir(settings: Settings) -> None:
    settings.output_dir.mkdir(parents=True, exist_ok=True)
