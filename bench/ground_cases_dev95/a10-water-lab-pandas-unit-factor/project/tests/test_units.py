import pandas as pd
import pytest

from lab.units import normalize_unit, to_mg_per_l


def frame(values, units, lods=None):
    return pd.DataFrame({
        "analyte": ["nitrate"] * len(values),
        "value": values,
        "unit": units,
        "lod": lods if lods is not None else [0.1] * len(values),
    })


@pytest.mark.parametrize("raw", ["µg/l", "μg/L", "ug/l", " UG/L "])
def test_normalize_micro_spellings(raw):
    assert normalize_unit(raw) == "ug/L"


def test_mg_per_l_passes_through():
    out = to_mg_per_l(frame([12.5, 30.0], ["mg/L", "mg/l"]))
    assert out["value"].tolist() == [12.5, 30.0]
    assert set(out["unit"]) == {"mg/L"}


def test_everything_ends_up_in_mg_per_l():
    out = to_mg_per_l(frame([1.0, 2.0, 3.0], ["ug/L", "ng/L", "mg/L"]))
    assert set(out["unit"]) == {"mg/L"}


def test_unknown_unit_raises():
    with pytest.raises(ValueError, match="mmol/L"):
        to_mg_per_l(frame([1.0], ["mmol/L"]))
