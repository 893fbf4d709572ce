"""Table 1: baseline characteristics of the analysis population."""
from __future__ import annotations

import pandas as pd


def mean_sd(s: pd.Series) -> str:
    return f"{s.mean():.1f} ({s.std(ddof=1):.1f})"


def median_iqr(s: pd.Series) -> str:
    q1, q2, q3 = s.quantile([0.25, 0.5, 0.75])
    return f"{q2:.1f} ({q1:.1f}-{q3:.1f})"


def n_pct(s: pd.Series, level: str) -> str:
    n = int((s == level).sum())
    return f"{n:,} ({100 * n / s.notna().sum():.1f})"


ROWS = [
    ("Age, years", "age", mean_sd),
    ("Female sex, n (%)", "sex", lambda s: n_pct(s, "female")),
    ("BMI, kg/m2, median (IQR)", "bmi", median_iqr),
    ("Current smoking, n (%)", "smoking", lambda s: n_pct(s, "current")),
    ("Systolic BP, mmHg", "sbp", mean_sd),
    ("eGFR, mL/min/1.73m2", "egfr", mean_sd),
    ("Total cholesterol, mmol/L", "chol", mean_sd),
    ("Triglycerides, mmol/L", "tg", median_iqr),
]


def table1(df: pd.DataFrame, by: str | None = None) -> pd.DataFrame:
    groups = {"Overall": df} if by is None else {str(k): g for k, g in df.groupby(by)}
    out = {name: [f"{len(g):,}"] + [fmt(g[col]) for _, col, fmt in ROWS] for name, g in groups.items()}
    index = ["N"] + [label for label, _, _ in ROWS]
    return pd.DataFrame(out, index=index)
