"""Hiragana <-> katakana. Only the letters that exist in both scripts are converted."""
from __future__ import annotations

# ぁ (U+3041) .. ゖ (U+3096) and ァ (U+30A1) .. ヶ (U+30F6) are the same letters 0x60 apart.
_HIRA_START, _HIRA_END = 0x3041, 0x3096
_KATA_START, _KATA_END = 0x30A1, 0x30F6
_OFFSET = _KATA_START - _HIRA_START

# iteration marks
_MARKS_TO_KATA = {"ゝ": "ヽ", "ゞ": "ヾ"}
_MARKS_TO_HIRA = {v: k for k, v in _MARKS_TO_KATA.items()}


def hira_to_kata(text: str) -> str:
    """Hiragana to katakana ("ひらがな" -> "ヒラガナ"); everything else is kept."""
    out = []
    for ch in text:
        code = ord(ch)
        if _HIRA_START <= code <= _HIRA_END:
            out.append(chr(code + _OFFSET))
        else:
            out.append(_MARKS_TO_KATA.get(ch, ch))
    return "".join(out)


def kata_to_hira(text: str) -> str:
    """Katakana to hiragana ("カタカナ" -> "かたかな"). Letters with no hiragana form
    (ヷ, ヸ, ヹ, ヺ and half-width katakana) are kept as they are."""
    out = []
    for ch in text:
        code = ord(ch)
        if _KATA_START <= code <= _KATA_END:
            out.append(chr(code - _OFFSET))
        else:
            out.append(_MARKS_TO_HIRA.get(ch, ch))
    return "".join(out)
