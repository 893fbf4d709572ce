"""Monthly numbers for the clinic managers' report."""
from __future__ import annotations

import pandas as pd


def monthly_visits(visits: pd.DataFrame) -> pd.DataFrame:
    """Visits, distinct patients, and first (初診) / repeat (再診) visits per clinic and
    calendar month. Needs the visit_type column from join.label_visit_type."""
    month = visits["visit_date"].dt.to_period("M").rename("month")
    out = visits.assign(
        first_visit=visits["visit_type"].eq("初診"),
        repeat_visit=visits["visit_type"].eq("再診"),
    ).groupby(["clinic_id", month]).agg(
        visits=("patient_id", "size"),
        patients=("patient_id", "nunique"),
        first_visits=("first_visit", "sum"),
        repeat_visits=("repeat_visit", "sum"),
    )
    return out.reset_index()


def weight_coverage(visits: pd.DataFrame) -> pd.DataFrame:
    """Share of visits with a weight (measured or carried forward) per clinic."""
    out = visits.groupby("clinic_id")["weight"].agg(lambda s: s.notna().mean()).rename("weight_coverage")
    return out.reset_index()


def to_report(table: pd.DataFrame) -> pd.DataFrame:
    """Periods as YYYY-MM strings, sorted, for the CSV the managers open in Excel."""
    out = table.copy()
    if "month" in out.columns:
        out["month"] = out["month"].astype(str)
    return out.sort_values([c for c in ("clinic_id", "month") if c in out.columns]).reset_index(drop=True)
