import numpy as np
import pandas as pd

from etl.clean import dedupe_patients, fill_missing_weight, normalize_phone, parse_visit_date


def test_normalize_phone_restores_leading_zero():
    assert normalize_phone("90-1111-2222") == "09011112222"


def test_normalize_phone_missing():
    assert normalize_phone(np.nan) is None


def test_parse_visit_date_mixed_formats():
    out = parse_visit_date(pd.Series(["2025/01/07", "2025-01-08", "1/9"]))
    assert out.dt.day.tolist()[:2] == [7, 8]
    assert pd.isna(out.iloc[2])


def test_fill_weight_carries_forward_within_limit():
    visits = pd.DataFrame({
        "patient_id": ["P1", "P1", "P1"],
        "visit_date": pd.to_datetime(["2025-01-10", "2025-03-01", "2025-12-01"]),
        "weight": [61.5, 0, 0],
    })
    out = fill_missing_weight(visits)
    assert out["weight"].tolist()[:2] == [61.5, 61.5]
    assert np.isnan(out["weight"].iloc[2])


def test_fill_weight_does_not_leak_between_patients():
    visits = pd.DataFrame({
        "patient_id": ["P1", "P2"],
        "visit_date": pd.to_datetime(["2025-01-10", "2025-01-11"]),
        "weight": [61.5, 0],
    })
    out = fill_missing_weight(visits)
    assert np.isnan(out["weight"].iloc[1])


def test_dedupe_keeps_latest_record():
    patients = pd.DataFrame({
        "patient_id": ["P1", "P1", "P2"],
        "phone": ["0312345678", "09011112222", "0451112222"],
        "updated_at": ["2024-05-01", "2025-02-01", "2024-01-01"],
    })
    out = dedupe_patients(patients)
    assert out.loc[out["patient_id"] == "P1", "phone"].item() == "09011112222"
