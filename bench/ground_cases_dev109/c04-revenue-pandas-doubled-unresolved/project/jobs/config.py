from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    data_dir: Path
    out_dir: Path
    currency: str = "CNY"


REGIONS = {
    "BJ": "华北",
    "TJ": "华北",
    "SH": "华东",
    "JS": "华东",
    "ZJ": "华东",
    "GD": "华南",
    "FJ": "华南",
    "SC": "西南",
    "CQ": "西南",
}


def load_settings() -> Settings:
    base = Path(os.environ.get("REVENUE_DATA_DIR", "/data/exports"))
    out = Path(os.environ.get("REVENUE_OUT_DIR", "/data/reports"))
    return Settings(data_dir=base, out_dir=out)
