"""Vocabularies as compiled matchers. The phrases live in ``honing/data/vocab/<lang>.toml``;
this module only compiles them. English phrases match case-insensitively on word
boundaries; Japanese and Chinese phrases match as substrings."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from honing import data

LANGUAGES = ("en", "ja", "zh")


@cache
def vocab(lang: str) -> dict[str, Any]:
    return data.load(f"vocab/{lang}.toml")


def phrases(lang: str, category: str) -> list[str]:
    """The phrases of ``category`` for ``lang``; ``intent.debug`` style names reach nested tables."""
    table: Any = vocab(lang)
    if "." in category:
        head, tail = category.split(".", 1)
        return list(table.get(head, {}).get(tail, []))
    if category in table.get("lexicon", {}):
        return list(table["lexicon"][category])
    return list(table.get(category, []))


def _alternation(items: list[str]) -> str:
    literal = sorted({re.escape(p) for p in items if not p.startswith("re:")}, key=len, reverse=True)
    regexes = [p[3:] for p in items if p.startswith("re:")]
    return "|".join(regexes + literal)


@cache
def compiled(lang: str, category: str) -> re.Pattern[str] | None:
    items = phrases(lang, category)
    if not items:
        return None
    body = _alternation(items)
    if lang == "en":
        return re.compile(r"(?<![\w])(?:" + body + r")(?![\w])", re.IGNORECASE)
    return re.compile("(?:" + body + ")", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Hit:
    start: int
    end: int
    text: str
    lang: str


def find(text: str, category: str, languages: frozenset[str] | set[str]) -> list[Hit]:
    """Every match of ``category`` in ``text`` for the given languages, in text order.
    English is always applied (it only matches Latin-script text)."""
    hits: list[Hit] = []
    for lang in LANGUAGES:
        if lang != "en" and lang not in languages:
            continue
        pattern = compiled(lang, category)
        if pattern is None:
            continue
        hits.extend(Hit(m.start(), m.end(), m.group(0), lang) for m in pattern.finditer(text) if m.end() > m.start())
    hits.sort(key=lambda h: (h.start, -h.end))
    return hits


def any_match(text: str, category: str, languages: frozenset[str] | set[str]) -> Hit | None:
    for lang in LANGUAGES:
        if lang != "en" and lang not in languages:
            continue
        pattern = compiled(lang, category)
        if pattern is None:
            continue
        m = pattern.search(text)
        if m:
            return Hit(m.start(), m.end(), m.group(0), lang)
    return None


def threshold(lang: str, name: str) -> int:
    return int(vocab(lang if lang in LANGUAGES else "en")["thresholds"][name])


def stopwords(lang: str) -> frozenset[str]:
    return _stopwords(lang)


@cache
def _stopwords(lang: str) -> frozenset[str]:
    return frozenset(w.lower() for w in phrases(lang, "stopwords"))
