import pytest

from hydro.config import RAW_DRY, RAW_WET
from hydro.sensors import raw_to_pct, read_moisture


class FakeChannel:
    def __init__(self, values):
        self._values = iter(values)

    @property
    def value(self):
        return next(self._values)


def test_dry_and_wet_ends():
    assert raw_to_pct(RAW_DRY) == pytest.approx(0)
    assert raw_to_pct(RAW_WET) == pytest.approx(100)


def test_out_of_range_is_clamped():
    assert raw_to_pct(RAW_WET - 2000) == 100
    assert raw_to_pct(RAW_DRY + 2000) == 0


def test_read_uses_median():
    ch = FakeChannel([15000, 15100, 30000, 15050, 14950])
    assert read_moisture(samples=5, channel=ch) == round(raw_to_pct(15050), 1)
