"""Character sheet maths (server side, used for the saved sheets and the Discord export)."""
from __future__ import annotations

from dataclasses import dataclass, field

ABILITIES = ("STR", "DEX", "CON", "INT", "WIS", "CHA")


def modifier(score: int) -> int:
    """Ability modifier, 5e style: 10-11 -> 0, 9 -> -1, 8 -> -1, 12 -> +1."""
    return (score - 10) // 2


def format_modifier(score: int) -> str:
    mod = modifier(score)
    return f"+{mod}" if mod >= 0 else str(mod)


@dataclass
class Sheet:
    name: str
    player: str
    level: int = 1
    scores: dict[str, int] = field(default_factory=lambda: {a: 10 for a in ABILITIES})

    @property
    def proficiency(self) -> int:
        return 2 + (self.level - 1) // 4

    def summary(self) -> str:
        parts = [f"{a} {self.scores[a]} ({format_modifier(self.scores[a])})" for a in ABILITIES]
        return f"{self.name} (PL: {self.player}) Lv{self.level} / " + " ".join(parts)
