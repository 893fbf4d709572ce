
"""Tables for the managers' monthly report."""
import numpy as np
import pandas as pd

from etl.aggregate import monthly_visits, to_report, weight_coverage


def test_monthly_visits_splits_first_and_repeat():
    visits = pd.DataFrame({
        "clinic_id": ["C1", "C1", "C1", "C2"],
        "patient_id": ["P1", "P1", "P2", "P1"],
        "visit_date": pd.to_datetime(["2025-01-10", "2025-01-24", "2025-02-03", "2025-01-11"]),
        "visit_type": ["初診", "再診", "初診", "初診"],
    })
    out = to_report(monthly_visits(visits))
    assert out[["clinic_id", "month", "visits", "first_visits", "repeat_visits"]].values.tolist() == [
        ["C1", "2025-01", 2, 1, 1],
        ["C1", "2025-02", 1, 1, 0],
        ["C2", "2025-01", 1, 1, 0],
    ]


def test_weight_coverage_per_clinic():
    visits = pd.DataFrame({
        "clinic_id": ["C1", "C1", "C2", "C2"],
        "weight": [60.0, np.nan, 55.0, 54.5],
    })
    out = weight_coverage(visits)
    assert out.set_index("clinic_id")["weight_coverage"].to_dict() == {"C1": 0.5, "C2": 1.0}
