"""Writing (header, rows) back out, to a file or stdout."""
from __future__ import annotations

import csv
import sys
from pathlib import Path


def _open_out(out: Path | None):
    if out is None:
        return sys.stdout, False
    return open(out, "w", newline="", encoding="utf-8"), True


def write_rows(out: Path | None, header: list[str], rows: list[list[str]]) -> int:
    """Write the table and return how many data rows were written."""
    fh, close = _open_out(out)
    try:
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(header)
        count = 0
        for row in rows:
            writer.writerow(row)
            count += 1
    finally:
        if close:
            fh.close()
    return count


def write_summary(out: Path, counts: dict[str, int]) -> None:
    with open(out, "w", encoding="utf-8") as fh:
        for name, value in sorted(counts.items()):
            fh.write(f"{name}\t{value}\n")
