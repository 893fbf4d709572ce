"""Cleaning the raw visit export (one row per visit) into one row per participant."""
from __future__ import annotations

import numpy as np
import pandas as pd

SEX_CODES = {1: "male", 2: "female"}
SMOKING_CODES = {0: "never", 1: "former", 2: "current"}


def parse_dates(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    for col in ("visit_date", "birth_date"):
        out[col] = pd.to_datetime(out[col], format="%Y-%m-%d", errors="coerce")
    return out


def add_age(df: pd.DataFrame) -> pd.DataFrame:
    """Age in years at the visit, from the exact dates (not the rounded age column)."""
    out = df.copy()
    out["age"] = (out["visit_date"] - out["birth_date"]).dt.days / 365.25
    return out


def recode(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out["sex"] = out["sex"].map(SEX_CODES)
    out["smoking"] = out["smoking"].map(SMOKING_CODES)
    out["bmi"] = out["weight_kg"] / (out["height_cm"] / 100) ** 2
    out.loc[(out["bmi"] < 12) | (out["bmi"] > 70), "bmi"] = np.nan
    return out


def baseline_visits(df: pd.DataFrame) -> pd.DataFrame:
    """One row per participant: the baseline visit. A few participants have two
    baseline rows (re-enrolled after missing the first examination)."""
    base = df[df["visit_type"] == "baseline"]
    base = base.sort_values(["subject_id", "visit_date"])
    return base.drop_duplicates("subject_id", keep="last")


def clean(raw: pd.DataFrame) -> pd.DataFrame:
    df = parse_dates(raw)
    df = add_age(df)
    df = recode(df)
    return baseline_visits(df).reset_index(drop=True)
