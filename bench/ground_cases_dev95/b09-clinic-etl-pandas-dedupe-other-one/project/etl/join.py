"""Joining visits to the patient master and labelling first visits."""
from __future__ import annotations

import pandas as pd

PATIENT_COLUMNS = ["patient_id", "birth_date", "sex", "phone"]


def attach_patients(visits: pd.DataFrame, patients: pd.DataFrame) -> pd.DataFrame:
    """Every visit with its patient's master data (missing master rows stay as NaN).

    Raises pandas.errors.MergeError when a patient_id appears twice in the master."""
    return visits.merge(patients[PATIENT_COLUMNS], on="patient_id", how="left", validate="m:1")


def label_visit_type(visits: pd.DataFrame) -> pd.DataFrame:
    """初診 for a patient's first visit at a clinic, 再診 afterwards."""
    ordered = visits.sort_values(["clinic_id", "patient_id", "visit_date"])
    first = ~ordered.duplicated(subset=["clinic_id", "patient_id"], keep="first")
    labelled = ordered.assign(visit_type=first.map({True: "初診", False: "再診"}))
    return labelled.sort_index()


def age_at_visit(visits: pd.DataFrame) -> pd.Series:
    """Whole years between birth_date and visit_date (NaN when the birth date is unknown)."""
    birth = pd.to_datetime(visits["birth_date"], errors="coerce")
    visit = visits["visit_date"]
    years = visit.dt.year - birth.dt.year
    before_birthday = (visit.dt.month < birth.dt.month) | (
        (visit.dt.month == birth.dt.month) & (visit.dt.day < birth.dt.day)
    )
    return years - before_birthday.astype(int)
