from datetime import date

from app.models import sample_patients
from app.patients import age, patient_list
from app.search import search


def test_age_before_birthday():
    p = sample_patients()[1]
    assert age(p, date(2025, 9, 29)) == 49


def test_age_on_birthday():
    p = sample_patients()[1]
    assert age(p, date(2025, 9, 30)) == 50


def test_list_has_everyone():
    assert len(patient_list(sample_patients(), date(2025, 11, 1))) == 4


def test_search_by_phone():
    assert [p.id for p in search(sample_patients(), "09077778888")] == [4]
