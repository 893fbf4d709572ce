"""TOML の設定ファイルを読む。値の検証はそれぞれの使う側でやる。"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from datetime import date, time
from pathlib import Path


@dataclass(frozen=True)
class Member:
    name: str
    slack_id: str


@dataclass(frozen=True)
class Standup:
    at: time
    message: str


@dataclass(frozen=True)
class Reminder:
    enabled: bool
    lead: str
    message: str


@dataclass(frozen=True)
class Handoff:
    enabled: bool
    at: time
    message: str


@dataclass(frozen=True)
class Config:
    channel: str
    weekends: bool
    rotation_start: date
    standup: Standup
    reminder: Reminder
    handoff: Handoff
    members: list[Member] = field(default_factory=list)


def load_config(path: str | Path) -> Config:
    with open(path, "rb") as f:
        raw = tomllib.load(f)
    return Config(
        channel=raw["channel"],
        weekends=raw.get("weekends", False),
        rotation_start=raw["rotation_start"],
        standup=Standup(**raw["standup"]),
        reminder=Reminder(**raw["reminder"]),
        handoff=Handoff(**raw["handoff"]),
        members=[Member(**m) for m in raw.get("members", [])],
    )
