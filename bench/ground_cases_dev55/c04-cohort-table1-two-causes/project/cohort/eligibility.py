"""The analysis population (Methods 2.2 of the paper)."""
from __future__ import annotations

import pandas as pd


def eligible(df: pd.DataFrame, cfg: dict) -> pd.Series:
    """Boolean mask of participants in the analysis population."""
    keep = df["age"].between(cfg["age_min"], cfg["age_max"], inclusive="both")
    if cfg.get("require_full_consent", True):
        keep &= df["consent"].eq("full")
    if cfg.get("exclude_prevalent_cvd", True):
        keep &= ~df["cvd_baseline"].fillna(0).astype(bool)
    keep &= df["egfr"].notna() & df["sbp"].notna()
    return keep


def flowchart(df: pd.DataFrame, cfg: dict) -> list[tuple[str, int]]:
    """Counts for the STROBE flow diagram, one exclusion at a time."""
    steps = [("baseline participants", len(df))]
    cur = df
    cur = cur[cur["age"].between(cfg["age_min"], cfg["age_max"], inclusive="both")]
    steps.append((f"aged {cfg['age_min']}-{cfg['age_max']}", len(cur)))
    cur = cur[cur["consent"].eq("full")]
    steps.append(("full consent", len(cur)))
    cur = cur[~cur["cvd_baseline"].fillna(0).astype(bool)]
    steps.append(("no prevalent CVD", len(cur)))
    cur = cur[cur["egfr"].notna() & cur["sbp"].notna()]
    steps.append(("eGFR and SBP measured", len(cur)))
    return steps
