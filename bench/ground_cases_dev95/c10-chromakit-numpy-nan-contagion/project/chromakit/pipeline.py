"""Run → baseline-corrected signal → peak table."""
from __future__ import annotations

from pathlib import Path

from chromakit.baseline import subtract_baseline
from chromakit.io import Run, read_batch
from chromakit.peaks import Peak, peak_table
from chromakit.smooth import savgol

DEFAULTS = {
    "smooth": True,
    "smooth_window": 15,
    "baseline_width_min": 1.0,
    "min_height": 5.0,
    "min_prominence": 3.0,
}


def process(run: Run, **options) -> dict:
    opts = {**DEFAULTS, **options}
    y = savgol(run.y, opts["smooth_window"]) if opts["smooth"] else run.y
    corrected, base = subtract_baseline(y, run.dt, opts["baseline_width_min"])
    peaks: list[Peak] = peak_table(run.t, corrected, min_height=opts["min_height"],
                                   min_prominence=opts["min_prominence"])
    return {"sample": run.sample, "peaks": peaks, "dropouts": run.dropouts, "baseline": base}


def process_batch(folder: str | Path, **options) -> list[dict]:
    return [process(run, **options) for run in read_batch(folder)]


def total_area(result: dict) -> float:
    return float(sum(p.area for p in result["peaks"]))
