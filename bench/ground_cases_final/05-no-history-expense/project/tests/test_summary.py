from datetime import date

from keihi.models import Expense
from keihi.summary import summarize


def _e(dept, cat, amount):
    return Expense("E1", dept, cat, date(2024, 5, 1), amount)


def test_summarize_by_department():
    got = summarize([_e("営業", "旅費交通費", 1000), _e("開発", "消耗品費", 3000), _e("営業", "会議費", 500)], "department")
    assert got == {"開発": 3000, "営業": 1500}
