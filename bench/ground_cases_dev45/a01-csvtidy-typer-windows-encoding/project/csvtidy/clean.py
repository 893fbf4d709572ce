"""Value clean-up rules."""
from __future__ import annotations

NULLS = {"", "null", "none", "n/a", "-"}


def clean_value(value: str, strip: bool = True) -> str:
    if strip:
        value = value.strip()
    if value.lower() in NULLS:
        return ""
    return value


def clean_rows(header, rows, strip=True):
    return header, [[clean_value(v, strip) for v in row] for row in rows]


def dedupe_rows(header, rows, key):
    missing = [k for k in key if k not in header]
    if missing:
        raise ValueError(f"unknown key column(s): {', '.join(missing)}")
    idx = [header.index(k) for k in key]
    seen = set()
    out = []
    for row in rows:
        k = tuple(row[i] for i in idx)
        if k in seen:
            continue
        seen.add(k)
        out.append(row)
    return out
