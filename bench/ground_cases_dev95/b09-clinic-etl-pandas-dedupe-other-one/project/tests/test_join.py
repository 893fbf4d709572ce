import pandas as pd
import pytest

from etl.join import age_at_visit, attach_patients, label_visit_type


@pytest.fixture
def visits():
    return pd.DataFrame({
        "clinic_id": ["C1", "C1", "C2"],
        "patient_id": ["P1", "P1", "P1"],
        "visit_date": pd.to_datetime(["2025-01-10", "2025-02-10", "2025-02-11"]),
    })


def test_visit_type_per_clinic(visits):
    assert label_visit_type(visits)["visit_type"].tolist() == ["初診", "再診", "初診"]


def test_attach_patients_keeps_unknown(visits):
    patients = pd.DataFrame({"patient_id": ["P9"], "birth_date": ["1980-01-01"], "sex": ["F"], "phone": ["0311112222"]})
    out = attach_patients(visits, patients)
    assert len(out) == 3 and out["sex"].isna().all()


def test_attach_patients_rejects_duplicate_master(visits):
    patients = pd.DataFrame({"patient_id": ["P1", "P1"], "birth_date": ["1980-01-01"] * 2,
                             "sex": ["F", "F"], "phone": ["0311112222", "0311113333"]})
    with pytest.raises(pd.errors.MergeError):
        attach_patients(visits, patients)


def test_age_before_birthday(visits):
    visits = visits.assign(birth_date=["1990-01-11", "1990-01-11", "1990-03-01"])
    assert age_at_visit(visits).tolist() == [34, 35, 34]
