import pandas as pd
import pytest

from abtest.report import arms, summarize


@pytest.fixture
def users():
    control = pd.DataFrame({"variant": "control", "converted": [True] * 100 + [False] * 900})
    treatment = pd.DataFrame({"variant": "treatment", "converted": [True] * 120 + [False] * 880})
    frame = pd.concat([control, treatment], ignore_index=True)
    frame["user_id"] = range(len(frame))
    return frame


def test_arms(users):
    control, treatment = arms(users)
    assert (control.users, control.conversions) == (1000, 100)
    assert (treatment.users, treatment.conversions) == (1000, 120)


def test_summarize_rates(users):
    s = summarize(users)
    assert s["rate_control"] == 0.1
    assert s["rate_treatment"] == 0.12


def test_summarize_formats_lift_as_percent(users):
    s = summarize(users)
    assert s["lift"] == "+20.0%"
    assert s["lift_ci"].startswith("[") and s["lift_ci"].endswith("%]")


def test_summarize_has_p_value(users):
    s = summarize(users)
    assert 0 < s["p_value"] < 1
