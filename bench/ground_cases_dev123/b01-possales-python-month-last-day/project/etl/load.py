"""Reading the POS export. The register vendor ships cp932, the new web POS utf-8."""
from __future__ import annotations

import csv
from pathlib import Path

COLUMNS = {"日付": "date", "店舗": "store", "金額": "amount", "伝票番号": "slip"}


def _decode(raw: bytes) -> str:
    for encoding in ("utf-8-sig", "cp932"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise ValueError("CSV is neither utf-8 nor cp932")


def read_rows(path: str | Path) -> list[dict[str, str]]:
    """Rows keyed by the English column names; unknown columns are dropped."""
    text = _decode(Path(path).read_bytes())
    reader = csv.DictReader(text.splitlines())
    rows = []
    for raw in reader:
        row = {COLUMNS[k]: (v or "") for k, v in raw.items() if k in COLUMNS}
        if not row.get("slip"):
            continue  # subtotal lines have no slip number
        rows.append(row)
    return rows
