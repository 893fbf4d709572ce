"""Collect Picard duplicate metrics of every sample into one table (run by Snakemake)."""
from __future__ import annotations

import csv
from pathlib import Path

FIELDS = ["UNPAIRED_READS_EXAMINED", "READ_PAIRS_EXAMINED", "UNMAPPED_READS",
          "READ_PAIR_DUPLICATES", "READ_PAIR_OPTICAL_DUPLICATES", "PERCENT_DUPLICATION",
          "ESTIMATED_LIBRARY_SIZE"]


def read_metrics(path: Path) -> dict[str, str]:
    """The first data row of the METRICS CLASS section of a Picard metrics file."""
    lines = path.read_text().splitlines()
    for i, line in enumerate(lines):
        if line.startswith("## METRICS CLASS"):
            header = lines[i + 1].split("\t")
            values = lines[i + 2].split("\t")
            return dict(zip(header, values))
    raise ValueError(f"{path}: no METRICS CLASS section")


def main(inputs: list[str], output: str) -> None:
    rows = []
    for p in map(Path, inputs):
        m = read_metrics(p)
        rows.append({"sample": p.name.split(".")[0], **{k: m.get(k, "") for k in FIELDS}})
    with open(output, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["sample", *FIELDS], delimiter="\t")
        w.writeheader()
        w.writerows(rows)


if __name__ == "__main__":
    main(snakemake.input, snakemake.output[0])  # noqa: F821
