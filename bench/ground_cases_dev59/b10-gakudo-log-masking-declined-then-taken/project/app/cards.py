"""ICカードのタッチを入室・退室に変換する。入口のカードリーダー(Raspberry Pi)からPOSTされる。"""
from __future__ import annotations

import logging
from datetime import datetime, timedelta

from app.models import Direction, Tap
from app.repo import find_child_by_card, last_tap_of, save_tap

log = logging.getLogger("gakudo.cards")

# 同じカードの連続タッチは無視する（子どもが2回タッチしがち）
DEBOUNCE = timedelta(minutes=2)

_last_seen: dict[str, datetime] = {}


def handle_touch(card_id: str, now: datetime) -> Tap | None:
    child = find_child_by_card(card_id)
    if child is None:
        log.warning("未登録カード card=%s", card_id)
        return None

    last = _last_seen.get(card_id)
    if last and now - last < DEBOUNCE:
        log.info("連続タッチを無視 card=%s", card_id)
        return None
    _last_seen[card_id] = now

    prev = last_tap_of(child.id, now.date())
    direction = Direction.OUT if prev and prev.direction is Direction.IN else Direction.IN
    tap = Tap(child, direction, now)
    save_tap(tap)
    return tap
