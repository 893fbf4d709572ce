from datetime import datetime, timedelta

import app.cards as cards
from app.models import Child, Direction, Tap

HANAKO = Child(1, "山田 花子", 2, "0114A1B2C3D4E5F6")
TARO = Child(2, "佐藤 太郎", 3, "0114FFEEDDCCBBAA")


def setup(monkeypatch, children):
    saved: list[Tap] = []
    monkeypatch.setattr(cards, "_last_seen", {})
    monkeypatch.setattr(cards, "find_child_by_card", lambda c: next((x for x in children if x.card_id == c), None))
    monkeypatch.setattr(cards, "last_tap_of", lambda i, d: next((t for t in reversed(saved) if t.child.id == i), None))
    monkeypatch.setattr(cards, "save_tap", saved.append)
    return saved


def test_first_touch_is_in(monkeypatch):
    setup(monkeypatch, [HANAKO])
    tap = cards.handle_touch(HANAKO.card_id, datetime(2025, 12, 1, 14, 30))
    assert tap.direction is Direction.IN


def test_other_child_within_debounce(monkeypatch):
    setup(monkeypatch, [HANAKO, TARO])
    t0 = datetime(2025, 12, 1, 14, 30)
    cards.handle_touch(HANAKO.card_id, t0)
    tap = cards.handle_touch(TARO.card_id, t0 + timedelta(seconds=20))
    assert tap is not None and tap.direction is Direction.IN


def test_double_touch_ignored(monkeypatch):
    setup(monkeypatch, [HANAKO])
    t0 = datetime(2025, 12, 1, 14, 30)
    cards.handle_touch(HANAKO.card_id, t0)
    assert cards.handle_touch(HANAKO.card_id, t0 + timedelta(seconds=30)) is None
