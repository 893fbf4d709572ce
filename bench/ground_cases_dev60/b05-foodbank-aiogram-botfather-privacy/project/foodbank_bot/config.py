from __future__ import annotations

import os
from dataclasses import dataclass

from dotenv import load_dotenv

load_dotenv()


@dataclass(frozen=True)
class Config:
    bot_token: str
    group_chat_id: int
    admin_ids: frozenset[int]
    swap_keywords: tuple[str, ...] = ("交代お願いします", "代わってください", "交代できる人")


def load() -> Config:
    admins = frozenset(int(x) for x in os.environ.get("ADMIN_IDS", "").split(",") if x.strip())
    return Config(
        bot_token=os.environ["BOT_TOKEN"],
        group_chat_id=int(os.environ["GROUP_CHAT_ID"]),
        admin_ids=admins,
    )
