import json
import sys
from collections.abc import Iterator
from typing import TextIO


def records(stream: TextIO) -> Iterator[dict]:
    """JSON objects from a JSON-lines stream; other lines are reported once and skipped."""
    bad = 0
    for line in stream:
        line = line.strip()
        if not line:
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError:
            bad += 1
            continue
        if isinstance(value, dict):
            yield value
    if bad:
        print(f"logslice: skipped {bad} line(s) that were not JSON", file=sys.stderr)
