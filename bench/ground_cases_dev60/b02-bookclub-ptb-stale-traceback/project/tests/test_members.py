from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from bot import members


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setattr("bot.storage.DATA_DIR", tmp_path)


def test_register_defaults_to_tokyo():
    entry = members.register(1, "ゆき")
    assert entry["tz"] == "Asia/Tokyo"
    assert entry["reminders"] is True


def test_set_timezone_rejects_typo():
    members.register(1, "ゆき")
    with pytest.raises(Exception):
        members.set_timezone(1, "Europe/Berin")


def test_format_for_berlin_member():
    when = datetime(2025, 11, 16, 21, 0, tzinfo=ZoneInfo("Asia/Tokyo"))
    text = members.format_for_member({"name": "ゆき", "tz": "Europe/Berlin"}, when)
    assert text == "11/16(日) 13:00 (Europe/Berlin)"


def test_reminder_targets_skip_opted_out():
    members.register(1, "ゆき")
    members.register(2, "ぽんず")
    members.set_reminders(2, False)
    assert [uid for uid, _ in members.reminder_targets()] == ["1"]
