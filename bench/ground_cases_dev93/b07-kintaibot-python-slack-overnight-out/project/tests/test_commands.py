from datetime import datetime

import pytest

from kintai import commands
from kintai.store import Store
from kintai.timeutil import JST


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "t.db")


def at(day: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2025, 11, day, hour, minute, tzinfo=JST)


def test_in_then_out(store):
    assert commands.handle(store, "U1", "in", at(10, 9)).startswith("出勤しました")
    reply = commands.handle(store, "U1", "out", at(10, 18, 30))
    assert "9時間30分" in reply


def test_out_without_in(store):
    assert "出勤記録がありません" in commands.handle(store, "U1", "out", at(10, 18))


def test_double_in_is_refused(store):
    commands.handle(store, "U1", "in", at(10, 9))
    assert "もう出勤中" in commands.handle(store, "U1", "in", at(10, 9, 5))


def test_status_lists_sessions(store):
    commands.handle(store, "U1", "in", at(10, 9))
    commands.handle(store, "U1", "out", at(10, 12))
    commands.handle(store, "U1", "in", at(10, 13))
    reply = commands.handle(store, "U1", "status", at(10, 15))
    assert "09:00 〜 12:00" in reply
    assert "13:00 〜 勤務中" in reply


def test_status_shows_month_total(store):
    commands.handle(store, "U1", "in", at(3, 9))
    commands.handle(store, "U1", "out", at(3, 17))
    commands.handle(store, "U1", "in", at(10, 9))
    commands.handle(store, "U1", "out", at(10, 12))
    reply = commands.handle(store, "U1", "status", at(10, 15))
    assert "今月の合計: 11時間00分" in reply


def test_unknown_subcommand_shows_help(store):
    assert commands.handle(store, "U1", "lunch", at(10, 12)) == commands.HELP
