"""Reading CSV files into (header, rows)."""
from __future__ import annotations

import csv
from pathlib import Path

MAX_FIELD = 1 << 20


class EmptyFileError(ValueError):
    """The file has no header line."""


def _resolve_delimiter(value: str) -> str:
    aliases = {"tab": "\t", "\\t": "\t", "semicolon": ";", "pipe": "|"}
    value = aliases.get(value.lower(), value)
    if len(value) != 1:
        raise ValueError(f"delimiter must be one character, got {value!r}")
    return value


def _normalise_header(cells: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for cell in cells:
        name = cell.strip().lower().replace(" ", "_") or "column"
        if name in seen:
            seen[name] += 1
            name = f"{name}_{seen[name]}"
        else:
            seen[name] = 0
        out.append(name)
    return out


def read_rows(path: Path, delimiter: str = ",") -> tuple[list[str], list[list[str]]]:
    csv.field_size_limit(MAX_FIELD)
    delimiter = _resolve_delimiter(delimiter)
    with open(path, newline="") as fh:
        reader = csv.reader(fh, delimiter=delimiter)
        try:
            header = _normalise_header(next(reader))
        except StopIteration:
            raise EmptyFileError(f"{path}: empty file") from None
        rows = [row for row in reader if any(cell.strip() for cell in row)]
    width = len(header)
    return header, [(row + [""] * width)[:width] for row in rows]
