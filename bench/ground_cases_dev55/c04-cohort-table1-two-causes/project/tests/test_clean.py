import pandas as pd

from cohort.clean import add_age, baseline_visits, recode


def visits():
    return pd.DataFrame({
        "subject_id": [1, 1, 2, 3, 3],
        "visit_type": ["baseline", "followup1", "baseline", "baseline", "baseline"],
        "visit_date": pd.to_datetime(["2015-03-01", "2018-03-04", "2015-06-10", "2015-01-05", "2016-02-01"]),
        "birth_date": pd.to_datetime(["1960-03-01"] * 2 + ["1950-01-01"] + ["1970-07-15"] * 2),
    })


def test_one_row_per_participant():
    out = baseline_visits(visits())
    assert sorted(out["subject_id"]) == [1, 2, 3]


def test_followups_are_not_baseline():
    out = baseline_visits(visits())
    assert (out["visit_type"] == "baseline").all()


def test_age_from_dates():
    out = add_age(visits())
    assert round(out.loc[0, "age"], 2) == 55.0


def test_bmi_outliers_blanked():
    df = pd.DataFrame({"sex": [1, 2], "smoking": [0, 2], "weight_kg": [70, 700], "height_cm": [175, 160]})
    out = recode(df)
    assert out["bmi"].isna().tolist() == [False, True]
