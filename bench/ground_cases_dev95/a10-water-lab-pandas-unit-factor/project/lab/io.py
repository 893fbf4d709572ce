"""Read the LIMS export (one row per sample and analyte)."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = {
    "Sample ID": "sample_id",
    "Site": "site",
    "Analyte": "analyte",
    "Result": "value",
    "Unit": "unit",
    "LOD": "lod",
    "Sampled": "sampled_at",
    "Analysed": "analysed_at",
}


def read_lims(path: Path) -> pd.DataFrame:
    raw = pd.read_excel(path, sheet_name="Results")
    df = raw.rename(columns=COLUMNS)[list(COLUMNS.values())]
    df["analyte"] = df["analyte"].str.strip().str.lower()
    df["site"] = df["site"].str.strip().str.upper()
    for col in ("sampled_at", "analysed_at"):
        df[col] = pd.to_datetime(df[col], dayfirst=True)
    # "<0.5" style results: keep the number, the LOD flag is set later
    df["value"] = pd.to_numeric(df["value"].astype(str).str.lstrip("<"), errors="coerce")
    return df


def read_many(paths: list[Path]) -> pd.DataFrame:
    frames = [read_lims(p) for p in paths]
    df = pd.concat(frames, ignore_index=True)
    return df.drop_duplicates(["sample_id", "analyte"], keep="last")
