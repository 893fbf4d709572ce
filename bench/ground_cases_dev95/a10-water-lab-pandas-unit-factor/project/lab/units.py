"""Unit handling. Everything downstream (limits, plots, report) works in mg/L."""
from __future__ import annotations

import pandas as pd

ALIASES = {"µg/l": "ug/L", "μg/l": "ug/L", "ug/l": "ug/L", "mg/l": "mg/L", "ng/l": "ng/L"}


def normalize_unit(unit: str) -> str:
    """'µg/l', 'μg/L' (Greek mu), 'ug/l' -> 'ug/L' and so on."""
    key = unit.strip().lower()
    return ALIASES.get(key, unit.strip())


# mg/L per 1 of the unit
TO_MG_PER_L = {
    "mg/L": 1.0,
    "ug/L": 1e-3,
    "ng/L": 1e-6,
}


def to_mg_per_l(df: pd.DataFrame) -> pd.DataFrame:
    """Convert value and lod to mg/L; raise on units we don't know."""
    out = df.copy()
    unit = out["unit"].map(normalize_unit)
    unknown = sorted(set(unit) - TO_MG_PER_L.keys())
    if unknown:
        raise ValueError(f"unknown unit(s): {', '.join(map(str, unknown))}")
    factor = unit.map(TO_MG_PER_L)
    out[["value", "lod"]] = out[["value", "lod"]].div(factor, axis=0)
    out["unit"] = "mg/L"
    return out
