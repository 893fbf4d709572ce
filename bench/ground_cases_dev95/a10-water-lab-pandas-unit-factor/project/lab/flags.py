"""Quality flags on LIMS results. Each function adds one boolean column."""
from __future__ import annotations

import pandas as pd

# maximum time between sampling and analysis (ISO 5667-3), hours
HOLDING_HOURS = {
    "nitrate": 24,
    "nitrite": 24,
    "ammonium": 24,
    "phosphate": 48,
    "sulfate": 24 * 28,
    "chloride": 24 * 28,
}


def flag_holding_time(df: pd.DataFrame) -> pd.DataFrame:
    """holding_exceeded = analysed later than the holding time allows."""
    out = df.copy()
    limit = out["analyte"].map(HOLDING_HOURS)
    waited = (out["analysed_at"] - out["sampled_at"]).dt.total_seconds() / 3600
    out["holding_exceeded"] = limit.notna() & (waited > limit)
    return out


def flag_below_lod(df: pd.DataFrame) -> pd.DataFrame:
    """below_lod = result under the detection limit; value becomes NaN, value_raw keeps it."""
    out = df.copy()
    out["value_raw"] = out["value"]
    out["below_lod"] = out["lod"].notna() & (out["value"] < out["lod"])
    out.loc[out["below_lod"], "value"] = float("nan")
    return out


def apply_flags(df: pd.DataFrame) -> pd.DataFrame:
    return flag_below_lod(flag_holding_time(df))
