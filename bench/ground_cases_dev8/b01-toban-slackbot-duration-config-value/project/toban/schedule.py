"""1 日分の投稿スケジュールを組み立てる。"""
from __future__ import annotations

import time as _time
from dataclasses import dataclass
from datetime import datetime, time, timedelta

from toban.config import Config, Member
from toban.durations import format_duration, parse_duration


@dataclass(frozen=True)
class Post:
    at: time
    kind: str  # "reminder" | "standup" | "handoff"
    lead: timedelta | None = None

    def render(self, cfg: Config, member: Member) -> str:
        template = getattr(cfg, self.kind).message
        lead = format_duration(self.lead) if self.lead else ""
        return template.format(name=member.name, slack_id=member.slack_id, lead=lead)


def build_schedule(cfg: Config) -> list[Post]:
    posts = [Post(cfg.standup.at, "standup")]
    if cfg.reminder.enabled:
        lead = parse_duration(cfg.reminder.lead)
        posts.append(Post(_minus(cfg.standup.at, lead), "reminder", lead))
    if cfg.handoff.enabled:
        posts.append(Post(cfg.handoff.at, "handoff"))
    return sorted(posts, key=lambda p: p.at)


def _minus(t: time, delta: timedelta) -> time:
    return (datetime.combine(datetime.today(), t) - delta).time()


def wait_until(t: time) -> None:
    target = datetime.combine(datetime.today(), t)
    remaining = (target - datetime.now()).total_seconds()
    if remaining > 0:
        _time.sleep(remaining)
