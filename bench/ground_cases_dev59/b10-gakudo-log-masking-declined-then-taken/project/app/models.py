from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import Enum


class Direction(str, Enum):
    IN = "in"
    OUT = "out"

    @property
    def label(self) -> str:
        return "入室" if self is Direction.IN else "退室"


@dataclass
class Child:
    id: int
    full_name: str  # 例: 山田 花子
    grade: int
    card_id: str  # FeliCa IDm


@dataclass
class Guardian:
    id: int
    child_id: int
    name: str
    line_user_id: str | None


@dataclass
class Tap:
    child: Child
    direction: Direction
    at: datetime
