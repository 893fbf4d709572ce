from datetime import datetime

from kintai import reminders
from kintai.store import Store
from kintai.timeutil import JST


def test_reminds_only_missing_members(tmp_path):
    store = Store(tmp_path / "t.db")
    store.clock_in("U1", datetime(2025, 11, 10, 9, 0, tzinfo=JST))
    now = datetime(2025, 11, 10, 10, 0, tzinfo=JST)
    assert reminders.who_to_remind(store, ["U1", "U2"], now) == ["U2"]


def test_no_reminder_on_weekend(tmp_path):
    store = Store(tmp_path / "t.db")
    now = datetime(2025, 11, 8, 10, 0, tzinfo=JST)  # Saturday
    assert reminders.who_to_remind(store, ["U1"], now) == []


def test_no_reminder_on_holiday(tmp_path):
    store = Store(tmp_path / "t.db")
    now = datetime(2025, 11, 24, 10, 0, tzinfo=JST)  # 勤労感謝の日の振替休日
    assert reminders.who_to_remind(store, ["U1"], now) == []


def test_no_reminder_before_ten(tmp_path):
    store = Store(tmp_path / "t.db")
    now = datetime(2025, 11, 10, 9, 59, tzinfo=JST)
    assert reminders.who_to_remind(store, ["U1"], now) == []
