#!/usr/bin/env python3
"""Validate the samplesheet and write a clean copy (one row per sample and lane).

Rows that fail a check are reported on stderr and left out, so one bad row
does not stop a 24-sample run.
"""
from __future__ import annotations

import csv
import re
import sys

FASTQ = re.compile(r"_R([12])(?:_001)?\.(?:fastq|fq)\.gz$")
REQUIRED = ("sample", "lane", "fastq_1", "fastq_2")


def check_row(row: dict[str, str]) -> str | None:
    """None if the row is fine, else the reason it is skipped."""
    for key in REQUIRED:
        if not row.get(key):
            return f"missing {key}"
    m1, m2 = FASTQ.search(row["fastq_1"]), FASTQ.search(row["fastq_2"])
    if not m1 or not m2:
        return "fastq names must end in _R1/_R2 followed by .fastq.gz or .fq.gz"
    if (m1.group(1), m2.group(1)) != ("1", "2"):
        return "fastq_1 must be R1 and fastq_2 must be R2"
    if not re.fullmatch(r"L\d{3}", row["lane"]):
        return f"lane {row['lane']!r} is not like L001"
    return None


def main(src: str, dst: str) -> int:
    with open(src, newline="") as fh:
        rows = list(csv.DictReader(fh))
    kept = []
    for n, row in enumerate(rows, start=2):
        reason = check_row(row)
        if reason:
            print(f"samplesheet line {n} ({row.get('sample', '?')}): skipped, {reason}", file=sys.stderr)
        else:
            kept.append(row)
    with open(dst, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=REQUIRED)
        w.writeheader()
        w.writerows({k: r[k] for k in REQUIRED} for r in kept)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
