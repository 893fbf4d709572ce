from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml


@dataclass(frozen=True)
class ReportConfig:
    dsn: str
    tz: str
    weeks_back: int
    currency: str


def load_config(path: Path = Path("settings.yaml")) -> ReportConfig:
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    report = raw.get("report", {})
    return ReportConfig(
        dsn=raw["database"]["dsn"],
        tz=report.get("tz", "Asia/Shanghai"),
        weeks_back=int(report.get("weeks_back", 53)),
        currency=report.get("currency", "CNY"),
    )
