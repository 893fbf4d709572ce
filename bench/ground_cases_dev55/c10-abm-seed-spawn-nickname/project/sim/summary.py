"""Per-replicate summaries."""
from __future__ import annotations

import numpy as np


def summarise(res: dict[str, np.ndarray]) -> dict[str, float]:
    n = int(res["S"][0] + res["I"][0] + res["R"][0])
    peak_day = int(np.argmax(res["I"]))
    return {
        "final_size": float(res["R"][-1] + res["I"][-1]) / n,
        "peak_prevalence": float(res["I"][peak_day]) / n,
        "peak_day": peak_day,
        "extinct_early": bool(res["R"][-1] + res["I"][-1] < 0.01 * n),
    }


def quantiles(values: list[float], qs=(0.025, 0.5, 0.975)) -> list[float]:
    return [float(np.quantile(values, q)) for q in qs]
