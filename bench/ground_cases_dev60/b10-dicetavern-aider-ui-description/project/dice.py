"""Dice notation: NdM, NdMkhK (keep highest K), NdMklK (keep lowest K), +/- modifier."""
from __future__ import annotations

import random
import re
from dataclasses import dataclass

PATTERN = re.compile(r"^(\d*)d(\d+)(?:(kh|kl)(\d+))?([+-]\d+)?$")


@dataclass
class Roll:
    notation: str
    dice: list[int]
    kept: list[int]
    modifier: int

    @property
    def total(self) -> int:
        return sum(self.kept) + self.modifier


def roll(notation: str, rng: random.Random | None = None) -> Roll:
    rng = rng or random.Random()
    m = PATTERN.match(notation.replace(" ", "").lower())
    if not m:
        raise ValueError(f"読めないダイス: {notation}")
    count = int(m.group(1) or 1)
    sides = int(m.group(2))
    if not (1 <= count <= 100 and 2 <= sides <= 1000):
        raise ValueError("ダイスの数か面数が大きすぎます")
    dice = [rng.randint(1, sides) for _ in range(count)]
    kept = dice
    if m.group(3):
        k = int(m.group(4))
        ordered = sorted(dice)
        kept = ordered[-k:] if m.group(3) == "kh" else ordered[:k]
    modifier = int(m.group(5) or 0)
    return Roll(notation, dice, kept, modifier)
