"""One-call normalization of Japanese user input (search boxes, form fields)."""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from kanaconv.kana import kata_to_hira
from kanaconv.width import to_hankaku, to_zenkaku

__all__ = ["normalize"]

_SPACES = re.compile(r"[ \t\u3000]+")


def _split_keep(text: str, keep: frozenset[str]) -> Iterator[tuple[str, bool]]:
    """Runs of ``text`` as (run, protected): characters in ``keep`` form protected runs."""
    start = 0
    for i in range(1, len(text) + 1):
        if i == len(text) or (text[i] in keep) != (text[start] in keep):
            yield text[start:i], text[start] in keep
            start = i


def _convert(text: str, kana: bool, hiragana: bool) -> str:
    text = to_hankaku(text, ascii=True, digit=True, kana=False)
    text = to_zenkaku(text, ascii=False, digit=False, kana=True)
    return kata_to_hira(text) if hiragana else text


def normalize(
    text: str,
    *,
    kana: bool = True,
    hiragana: bool = False,
    keep: Iterable[str] = (),
    strip: bool = True,
    collapse_spaces: bool = True,
) -> str:
    """Normalize user input:

    - full-width ASCII letters, digits and symbols become half-width ("ＴＥＬ１" -> "TEL1");
    - half-width katakana become full-width ("ｶﾀｶﾅ" -> "カタカナ"), unless ``kana=False``;
    - ``hiragana=True`` folds katakana into hiragana, for reading-based search;
    - surrounding whitespace is stripped and runs of spaces become one ASCII space;
    - characters in ``keep`` are left exactly as they are ("～", "ｰ", ...).
    """
    if strip:
        text = text.strip()
    protected = frozenset(keep)
    text = "".join(run if is_kept else _convert(run, kana, hiragana) for run, is_kept in _split_keep(text, protected))
    if collapse_spaces:
        text = _SPACES.sub(" ", text)
    return text
