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
    """The phrases of ``category`` for ``lang``; ``intent.debug`` style names reach nested tables;
    ``filler`` is the phrase rows of the filler table (matched anywhere in a sentence)."""
    table: Any = vocab(lang)
    if category == "filler":
        return [r["phrase"] for r in table.get("filler", []) if not (r.get("greeting") or r.get("leading"))]
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
    """A regex for the whole category (used for Japanese and Chinese, and for ad-hoc checks
    on short strings)."""
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


# English phrases are matched on a token stream with one dictionary pass for every
# category at once: a big regex alternation is tried at every position and is far slower.
_TOKEN = re.compile(r"[a-z0-9_]+(?:['’][a-z]+)*|[^\sa-z0-9_]")
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _categories(lang: str) -> list[str]:
    table = vocab(lang)
    cats = list(table.get("lexicon", {}))
    cats += [f"intent.{k}" for k in table.get("intent", {})]
    cats += [f"topic.{k}" for k in table.get("topic", {})]
    cats.append("filler")
    return cats


@cache
def _en_index() -> tuple[dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]], dict[str, re.Pattern[str]]]:
    by_phrase: dict[tuple[str, ...], set[str]] = {}
    regexes: dict[str, list[str]] = {}
    for cat in _categories("en"):
        for p in phrases("en", cat):
            if p.startswith("re:"):
                regexes.setdefault(cat, []).append(p[3:])
                continue
            toks = tuple(_TOKEN.findall(p.translate(_ASCII_LOWER)))
            if toks:
                by_phrase.setdefault(toks, set()).add(cat)
    first: dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]] = {}
    for toks, cats in by_phrase.items():
        first.setdefault(toks[0], []).append((toks, tuple(sorted(cats))))
    for entries in first.values():
        entries.sort(key=lambda e: -len(e[0]))
    compiled_res = {cat: re.compile("|".join(rs), re.IGNORECASE) for cat, rs in regexes.items()}
    return first, compiled_res


def index_en(text: str) -> dict[str, list[Hit]]:
    """Every English category's hits in ``text`` (leftmost-longest, non-overlapping per category)."""
    first, regexes = _en_index()
    low = text.translate(_ASCII_LOWER)
    toks = [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(low)]
    words = [t[0] for t in toks]
    out: dict[str, list[Hit]] = {}
    next_free: dict[str, int] = {}
    n = len(words)
    for i, w in enumerate(words):
        entries = first.get(w)
        if not entries:
            continue
        for phrase, cats in entries:
            k = len(phrase)
            if i + k > n or (k > 1 and tuple(words[i : i + k]) != phrase):
                continue
            a, b = toks[i][1], toks[i + k - 1][2]
            for cat in cats:
                if next_free.get(cat, 0) <= i:
                    out.setdefault(cat, []).append(Hit(a, b, text[a:b], "en"))
                    next_free[cat] = i + k
    for cat, rx in regexes.items():
        extra = [Hit(m.start(), m.end(), m.group(0), "en") for m in rx.finditer(text) if m.end() > m.start()]
        if extra:
            merged = out.setdefault(cat, []) + extra
            merged.sort(key=lambda h: (h.start, -h.end))
            out[cat] = merged
    return out


class Index:
    """All vocabulary hits of one text, computed once (English eagerly, CJK per category)."""

    def __init__(self, text: str, languages: frozenset[str] | set[str]) -> None:
        self.text = text
        self.languages = languages
        self._en = index_en(text)
        self._cjk: dict[str, list[Hit]] = {}

    def find(self, category: str) -> list[Hit]:
        hits = self._en.get(category, [])
        cjk_langs = [lang for lang in ("ja", "zh") if lang in self.languages]
        if not cjk_langs:
            return hits
        if category not in self._cjk:
            found: list[Hit] = []
            for lang in cjk_langs:
                pattern = compiled(lang, category)
                if pattern is not None:
                    found.extend(Hit(m.start(), m.end(), m.group(0), lang) for m in pattern.finditer(self.text)
                                 if m.end() > m.start())
            self._cjk[category] = found
        if not self._cjk[category]:
            return hits
        return sorted(hits + self._cjk[category], key=lambda h: (h.start, -h.end))


def find(text: str, category: str, languages: frozenset[str] | set[str]) -> list[Hit]:
    """Every match of ``category`` in ``text`` for the given languages, in text order.
    English is always applied (it only matches Latin-script text)."""
    return Index(text, languages).find(category)


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
