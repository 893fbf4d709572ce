from datetime import date

from app.rates import BATH_TAX, quote


def test_sudomari_weekday():
    q = quote("sudomari", date(2025, 11, 19), guests=2)
    assert q.per_person == 9800
    assert q.total == 9800 * 2 + BATH_TAX * 2


def test_choshoku_holiday_eve():
    q = quote("choshoku", date(2025, 11, 22), guests=2, holiday_eve=True)
    assert q.per_person == 14800


def test_peak_overrides_holiday_eve():
    q = quote("nishoku", date(2025, 12, 31), guests=2, holiday_eve=True)
    assert q.per_person == 23800


def test_two_nights():
    q = quote("sudomari", date(2025, 11, 19), guests=1, nights=2)
    assert q.total == 9800 * 2 + BATH_TAX * 2


def test_new_year_peak():
    q = quote("choshoku", date(2026, 1, 2), guests=3)
    assert q.per_person == 16800
    assert q.bath_tax == BATH_TAX * 3


def test_unknown_plan():
    import pytest

    with pytest.raises(KeyError):
        quote("room_only", date(2025, 11, 19), guests=2)
