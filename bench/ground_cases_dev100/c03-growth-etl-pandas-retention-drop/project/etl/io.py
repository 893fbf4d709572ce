"""Reading the event partitions and writing the result table."""
from __future__ import annotations

import logging
from datetime import date
from pathlib import Path

import pandas as pd

from etl.config import EVENT_COLUMNS, EVENTS_TABLE, OUTPUT_TABLE, JobConfig

log = logging.getLogger(__name__)


def partition_paths(cfg: JobConfig, table: str, start: date, end: date) -> list[Path]:
    """The dt= partitions of ``table`` from ``start`` to ``end``, both included."""
    return [cfg.warehouse / table / f"dt={d:%Y-%m-%d}" for d in pd.date_range(start, end, freq="D")]


def load_events(cfg: JobConfig, start: date, end: date) -> pd.DataFrame:
    frames = []
    for path in partition_paths(cfg, EVENTS_TABLE, start, end):
        if not path.exists():
            log.warning("missing partition %s", path)
            continue
        frames.append(pd.read_parquet(path, columns=list(EVENT_COLUMNS)))
    if not frames:
        return pd.DataFrame(columns=list(EVENT_COLUMNS))
    events = pd.concat(frames, ignore_index=True)
    events["event_time"] = pd.to_datetime(events["event_time"], unit="ms", utc=True)
    return events


def write_result(cfg: JobConfig, result: pd.DataFrame, day: date) -> Path:
    out = cfg.warehouse / OUTPUT_TABLE / f"dt={day:%Y-%m-%d}"
    out.mkdir(parents=True, exist_ok=True)
    target = out / "part-0.parquet"
    result.to_parquet(target, index=False)
    log.info("wrote %d rows to %s", len(result), target)
    return target
