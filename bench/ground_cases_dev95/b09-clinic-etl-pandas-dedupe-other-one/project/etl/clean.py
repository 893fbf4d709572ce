"""Cleaning rules for the clinic visit export (one CSV per clinic per month)."""
from __future__ import annotations

import re

import numpy as np
import pandas as pd

NON_DIGIT = re.compile(r"\D")
MAX_WEIGHT_CARRY_DAYS = 180


def normalize_phone(value: object) -> str | None:
    """Digits only, with the leading 0 restored when Excel dropped it."""
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return None
    digits = NON_DIGIT.sub("", str(value))
    if len(digits) in (9, 10) and not digits.startswith("0"):
        digits = "0" + digits
    return digits or None


def parse_visit_date(s: pd.Series) -> pd.Series:
    """The export mixes 2025/01/07 and 2025-01-07; anything else becomes NaT."""
    return pd.to_datetime(s.str.replace("/", "-", regex=False), format="%Y-%m-%d", errors="coerce")


def fill_missing_weight(visits: pd.DataFrame) -> pd.DataFrame:
    """Weight 0 means 'not measured'. Carry the patient's last measured weight forward,
    but never from a visit more than MAX_WEIGHT_CARRY_DAYS earlier."""
    out = visits.sort_values(["patient_id", "visit_date"]).copy()
    out["weight"] = out["weight"].replace(0, np.nan)
    measured_on = out["visit_date"].where(out["weight"].notna())
    # carry forward within a patient only: the frame is sorted by patient, so a plain
    # ffill would hand the previous patient's weight to the next one
    out["weight"] = out.groupby("patient_id")["weight"].ffill()
    last_measured = measured_on.groupby(out["patient_id"]).ffill()
    too_old = (out["visit_date"] - last_measured).dt.days > MAX_WEIGHT_CARRY_DAYS
    out.loc[too_old, "weight"] = np.nan
    return out.sort_index()


def dedupe_patients(patients: pd.DataFrame) -> pd.DataFrame:
    """The master export repeats a patient after every update; keep the most recent row."""
    patients = patients.assign(updated_at=pd.to_datetime(patients["updated_at"]))
    return patients.sort_values("updated_at").drop_duplicates(subset="patient_id", keep="first").reset_index(drop=True)


def clean_visits(raw: pd.DataFrame) -> pd.DataFrame:
    visits = raw.assign(visit_date=parse_visit_date(raw["visit_date"].astype(str)))
    visits = visits.dropna(subset=["visit_date", "patient_id"])
    return fill_missing_weight(visits)


def clean_patients(raw: pd.DataFrame) -> pd.DataFrame:
    patients = raw.assign(phone=raw["phone"].map(normalize_phone))
    return dedupe_patients(patients)
