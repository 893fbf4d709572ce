from pathlib import Path

import pytest

from bot.cogs import poll as poll_mod
from bot.storage import JsonStore


@pytest.fixture(autouse=True)
def tmp_store(tmp_path: Path, monkeypatch):
    monkeypatch.setattr(poll_mod, "store", JsonStore("polls", root=tmp_path))


def make(votes=None):
    p = {"question": "次のイベントは?", "options": ["マイクラ", "スプラ", "雑談"], "channel_id": 1}
    if votes is not None:
        p["votes"] = votes
    return p


def test_results_embed_counts_votes():
    embed = poll_mod.results_embed(make({"1": 0, "2": 0, "3": 2}))
    assert [f.value for f in embed.fields] == ["2 票", "0 票", "1 票"]


def test_results_embed_without_votes():
    embed = poll_mod.results_embed(make())
    assert [f.value for f in embed.fields] == ["0 票", "0 票", "0 票"]


def test_due_polls_only_past_deadlines():
    import datetime as dt
    now = dt.datetime(2025, 10, 20, 12, 0, tzinfo=dt.UTC)
    polls = {"a": make() | {"deadline": "2025-10-20T11:59:00+00:00"},
             "b": make() | {"deadline": "2025-10-20T12:30:00+00:00"},
             "c": make()}
    assert poll_mod.due_polls(polls, now) == ["a"]


@pytest.mark.asyncio
async def test_close_poll_removes_it():
    poll_mod.store.update("abc", make({"1": 1}))
    embed = await poll_mod.close_poll(None, "abc")
    assert embed is not None
    assert poll_mod.store.load() == {}
