"""Sort keys for Japanese names (gojūon order by the katakana reading)."""
from __future__ import annotations

import re
import unicodedata

_SPACES = re.compile(r"[\s\u3000]+")
_CORP = re.compile(r"^(カブシキガイシャ|ユウゲンガイシャ|ゴウドウガイシャ)|(カブシキガイシャ|ユウゲンガイシャ|ゴウドウガイシャ)$")
_HIRA_TO_KATA = {c: c + 0x60 for c in range(ord("ぁ"), ord("ゖ") + 1)}
_SMALL_TO_LARGE = str.maketrans("ァィゥェォッャュョヮヴ", "アイウエオツヤユヨワブ")


def katakana(reading: str) -> str:
    """Hiragana to katakana, half-width to full-width, spaces removed."""
    s = unicodedata.normalize("NFKC", reading)
    return _SPACES.sub("", s).translate(_HIRA_TO_KATA)


def reading_key(reading: str) -> str:
    """Key for sorting by reading: small kana as large, long-vowel marks ignored."""
    s = _CORP.sub("", katakana(reading))
    s = s.translate(_SMALL_TO_LARGE)
    s = s.replace("ー", "")
    return s


def initial_row(reading: str) -> str:
    """The gojūon row (ア, カ, サ …) a reading is filed under in the index tabs."""
    rows = "アカサタナハマヤラワ"
    bounds = "アカサタナハマヤラワン"
    head = reading_key(reading)[:1] or "ン"
    for i, row in enumerate(rows):
        if bounds[i] <= head < bounds[i + 1]:
            return row
    return "他"
