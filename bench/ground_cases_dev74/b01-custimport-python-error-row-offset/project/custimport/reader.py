from __future__ import annotations

from pathlib import Path

import pandas as pd

EXPECTED_COLUMNS = [
    "customer_code",
    "name",
    "name_kana",
    "zip",
    "address",
    "phone",
    "credit_limit",
    "opened_on",
]


class ReaderError(Exception):
    pass


ENCODINGS = ("utf-8-sig", "cp932")


def _read_csv(path: Path, encoding: str) -> pd.DataFrame:
    return pd.read_csv(path, dtype=str, keep_default_na=False, encoding=encoding)


def read_customers(path: Path) -> pd.DataFrame:
    """Read a customer CSV as strings; every column is validated later."""
    last: UnicodeDecodeError | None = None
    for encoding in ENCODINGS:
        try:
            df = _read_csv(path, encoding)
            break
        except UnicodeDecodeError as e:
            last = e
    else:
        raise ReaderError(f"cannot decode {path.name} as {' / '.join(ENCODINGS)}: {last}")
    df.columns = [c.strip() for c in df.columns]
    missing = [c for c in EXPECTED_COLUMNS if c not in df.columns]
    if missing:
        raise ReaderError(f"missing columns: {', '.join(missing)}")
    return df[EXPECTED_COLUMNS]
