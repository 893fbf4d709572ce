"""Reading supplier files. Suppliers send CSV with ; or , and whatever encoding Excel gave them."""
from __future__ import annotations

import csv
import logging
from pathlib import Path

import pandas as pd

log = logging.getLogger(__name__)

COLUMNS = {
    "artikelnummer": "sku",
    "article no": "sku",
    "sku": "sku",
    "bezeichnung": "name",
    "description": "name",
    "preis": "price",
    "price": "price",
    "mindestmenge": "min_qty",
    "moq": "min_qty",
    "gueltig ab": "valid_from",
    "valid from": "valid_from",
}


def sniff_delimiter(sample: str) -> str:
    try:
        return csv.Sniffer().sniff(sample, delimiters=";,\t").delimiter
    except csv.Error:
        return ";"


def detect_encoding(raw: bytes) -> str:
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            raw.decode(encoding)
            return encoding
        except UnicodeDecodeError:
            continue
    return "latin-1"


def read_supplier_csv(path: Path) -> pd.DataFrame:
    raw = path.read_bytes()
    encoding = detect_encoding(raw)
    text = raw.decode(encoding)
    delimiter = sniff_delimiter(text[:4096])
    log.info("reading %s (encoding %s, delimiter %r)", path.name, encoding, delimiter)
    frame = pd.read_csv(path, sep=delimiter, dtype=str, keep_default_na=False, encoding=encoding)
    frame.columns = [COLUMNS.get(c.strip().lower(), c.strip().lower()) for c in frame.columns]
    missing = {"sku", "name", "price"} - set(frame.columns)
    if missing:
        raise ValueError(f"{path.name}: missing columns {sorted(missing)}")
    frame["source_row"] = range(2, len(frame) + 2)
    return frame
