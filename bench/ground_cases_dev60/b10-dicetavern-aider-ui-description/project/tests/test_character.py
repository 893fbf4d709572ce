import pytest

from character import Sheet, format_modifier, modifier


@pytest.mark.parametrize("score,expected", [(1, -5), (8, -1), (9, -1), (10, 0), (11, 0), (12, 1), (20, 5)])
def test_modifier(score, expected):
    assert modifier(score) == expected


def test_format_modifier():
    assert format_modifier(9) == "-1"
    assert format_modifier(14) == "+2"


def test_proficiency():
    assert Sheet("a", "b", level=5).proficiency == 3


def test_summary():
    s = Sheet("ロラン", "鈴木")
    assert s.summary().startswith("ロラン (PL: 鈴木) Lv1 / STR 10 (+0)")
