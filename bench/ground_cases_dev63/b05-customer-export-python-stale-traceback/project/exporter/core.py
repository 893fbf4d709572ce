"""Fixed-column CSV for the core (mainframe) system import. Shift_JIS, CRLF, no header."""
from __future__ import annotations

import csv
from pathlib import Path

from exporter.text import clip, normalize_phone

# column widths in characters, as in the import spec (TORIHIKISAKI layout v3)
WIDTHS = {"code": 8, "name": 40, "kana": 40, "address": 80, "phone": 13}


def to_core_row(c: dict) -> list[str]:
    return [
        clip(c["code"], WIDTHS["code"]),
        clip(c["name"], WIDTHS["name"]),
        clip(c["kana"], WIDTHS["kana"]),
        clip(c["pref"] + c["city"] + c["street"], WIDTHS["address"]),
        clip(_phone(c), WIDTHS["phone"]),
    ]


def _phone(c: dict) -> str:
    """The core system rejects anything but ASCII digits and '-' in the phone column."""
    phone = normalize_phone(c.get("phone") or "")
    if phone and not all(ch.isdigit() or ch == "-" for ch in phone):
        raise ValueError(f"{c['code']}: phone {c['phone']!r} is not a phone number")
    return phone


def write_core_csv(path: Path, customers: list[dict]) -> int:
    written = 0
    with path.open("w", encoding="shift_jis", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\r\n")
        for c in customers:
            row = to_core_row(c)
            writer.writerow(row)
            written += 1
    return written


def core_filename() -> str:
    return "TORIHIKISAKI.CSV"
