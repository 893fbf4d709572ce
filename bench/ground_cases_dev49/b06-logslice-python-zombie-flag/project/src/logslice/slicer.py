"""Filter a stream of log lines by timestamp."""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import datetime

from logslice.parse import parse_line_ts


def slice_lines(lines: Iterable[str], since: datetime | None, until: datetime | None,
                keep_undated: bool = False) -> Iterator[str]:
    """Lines stamped in [since, until); undated lines follow the line before them."""
    keeping = False
    for line in lines:
        ts = parse_line_ts(line)
        if ts is None:
            if keep_undated and keeping:
                yield line
            continue
        keeping = (since is None or ts >= since) and (until is None or ts < until)
        if keeping:
            yield line


def first_timestamp(lines: Iterable[str]) -> datetime | None:
    for line in lines:
        ts = parse_line_ts(line)
        if ts is not None:
            return ts
    return None
