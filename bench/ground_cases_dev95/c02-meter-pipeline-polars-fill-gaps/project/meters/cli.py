"""meters FILE [--config config.toml] [--top N]: print the strongest anomalies in FILE."""
from __future__ import annotations

import argparse
import tomllib
from pathlib import Path

import polars as pl

from meters import anomalies
from meters.features import rolling_baseline
from meters.ingest import read_readings
from meters.resample import fill_gaps, to_hourly


def load_config(path: Path) -> dict:
    with path.open("rb") as fh:
        return tomllib.load(fh)


def run(path: Path, cfg: dict) -> pl.DataFrame:
    pipe = cfg["pipeline"]
    readings = read_readings(path, tz=pipe["timezone"])
    hourly = fill_gaps(to_hourly(readings))
    return rolling_baseline(hourly, days=pipe["baseline_days"], min_days=pipe["min_history_days"])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("file", type=Path)
    ap.add_argument("--config", type=Path, default=Path("config.toml"))
    ap.add_argument("--top", type=int, default=None)
    args = ap.parse_args(argv)
    cfg = load_config(args.config)
    features = run(args.file, cfg)
    n = args.top or cfg["anomalies"]["top"]
    with pl.Config(tbl_rows=n, tbl_hide_dataframe_shape=True):
        print(anomalies.top_anomalies(features, n, cfg["anomalies"].get("z_threshold", anomalies.DEFAULT_Z)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
