"""Banned-word masking for comment bodies."""
import re
from functools import lru_cache
from pathlib import Path

from app.config import settings


@lru_cache
def banned_words() -> tuple[str, ...]:
    path = Path(settings.banned_words_file)
    if not path.exists():
        return ()
    words = [w.strip() for w in path.read_text(encoding="utf-8").splitlines()]
    return tuple(sorted({w for w in words if w and not w.startswith("#")}, key=len, reverse=True))


def _pattern(word: str) -> re.Pattern[str]:
    if word.isascii():
        return re.compile(rf"\b{re.escape(word)}\b", re.IGNORECASE)
    return re.compile(re.escape(word))


def censor(text: str, words: tuple[str, ...] | None = None) -> str:
    words = banned_words() if words is None else words
    for word in words:
        text = _pattern(word).sub(lambda m: "*" * len(m.group(0)), text)
    return text
