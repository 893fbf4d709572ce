"""Read chromatogram exports from the HPLC software (CSV: time_min, signal_mAU)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np


@dataclass
class Run:
    sample: str
    t: np.ndarray  # minutes
    y: np.ndarray  # mAU; NaN where the detector dropped out
    meta: dict = field(default_factory=dict)

    @property
    def dt(self) -> float:
        return float(np.median(np.diff(self.t)))

    @property
    def dropouts(self) -> int:
        return int(np.isnan(self.y).sum())


def read_run(path: str | Path) -> Run:
    """'# key: value' header lines, a 'time_min,signal_mAU' line, then one sample per line."""
    path = Path(path)
    meta: dict[str, str] = {}
    rows: list[tuple[float, float]] = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            if line.startswith("#"):
                key, _, value = line[1:].partition(":")
                meta[key.strip()] = value.strip()
            elif not line.startswith("time"):
                t_str, _, y_str = line.partition(",")
                rows.append((float(t_str), float(y_str) if y_str.strip() else np.nan))
    data = np.array(rows, dtype=float)
    return Run(sample=meta.get("sample", path.stem), t=data[:, 0], y=data[:, 1], meta=meta)


def read_batch(folder: str | Path) -> list[Run]:
    return [read_run(p) for p in sorted(Path(folder).glob("*.csv"))]
