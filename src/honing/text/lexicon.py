"""Vocabularies as compiled matchers. The phrases live in ``honing/data/vocab/<lang>.toml``;
this module only compiles them. English phrases match case-insensitively on word
boundaries; Japanese and Chinese phrases match as substrings."""

from __future__ import annotations

import gc
import heapq
import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from itertools import accumulate, islice, repeat
from typing import Any, NamedTuple

from honing import data
from honing.text.literals import lazy_compile
from honing.text.prefilter import PatternSet

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
    # longest first, then in code-point order: the same pattern text in every process
    # (a set's order changes with the hash seed, and the shipped prefilter starts are
    # looked up by the pattern's text)
    literal = sorted({re.escape(p) for p in items if not p.startswith("re:")}, key=lambda p: (-len(p), p))
    regexes = [p[3:] for p in items if p.startswith("re:")]
    return "|".join(regexes + literal)


@cache
def compiled(lang: str, category: str) -> re.Pattern[str] | None:
    """A regex for the whole category (used for Japanese and Chinese, and for ad-hoc checks
    on short strings)."""
    items = phrases(lang, category)
    return compile_phrases(lang, items) if items else None


def compile_phrases(lang: str, items: list[str]) -> re.Pattern[str]:
    """One regex for a list of phrases as the vocabularies write them (literals, and
    regular expressions after "re:"): on word boundaries in English, as substrings in
    Japanese and Chinese, case-insensitive."""
    body = _alternation(items)
    if lang == "en":
        return lazy_compile(r"(?<![\w])(?:" + body + r")(?![\w])", re.IGNORECASE)
    return lazy_compile("(?:" + body + ")", re.IGNORECASE)


class Hit(NamedTuple):
    """One vocabulary match (a tuple: tens of thousands are made per corpus)."""

    start: int
    end: int
    text: str
    lang: str


# English phrases are matched on a token stream with one dictionary pass for every
# category at once: a big regex alternation is tried at every position and is far slower.
_TOKEN = re.compile(r"[a-z0-9_]+(?:['’][a-z]+)*|[^\sa-z0-9_]")
_TOKEN_SPLIT = re.compile("(" + _TOKEN.pattern + ")")
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _ascii_lower(text: str) -> str:
    """A-Z lowered, every other character kept (bytes.lower touches ASCII only; fast)."""
    return text.encode("utf-8", "surrogatepass").lower().decode("utf-8", "surrogatepass")


def _categories(lang: str) -> list[str]:
    table = vocab(lang)
    cats = list(table.get("lexicon", {}))
    cats += [f"intent.{k}" for k in table.get("intent", {})]
    cats += [f"topic.{k}" for k in table.get("topic", {})]
    cats.append("filler")
    # stop words are a set (``stopwords``), never searched for as phrases
    return [c for c in cats if c != "stopwords"]


_Entries = list[tuple[tuple[str, ...], tuple[str, ...]]]


@cache
def _en_index(only: str | None = None) -> tuple[
        dict[str, _Entries], dict[tuple[str, str], _Entries], tuple[str, ...], PatternSet]:
    """The English phrase tables of every category (or of ``only`` that one)."""
    by_phrase: dict[tuple[str, ...], set[str]] = {}
    regexes: dict[str, list[str]] = {}
    for cat in _categories("en") if only is None else [only]:
        for p in phrases("en", cat):
            if p.startswith("re:"):
                regexes.setdefault(cat, []).append(p[3:])
                continue
            toks = tuple(_TOKEN.findall(p.translate(_ASCII_LOWER)))
            if toks:
                by_phrase.setdefault(toks, set()).add(cat)
    # phrases are looked up by their first word; longer ones by their first two words
    single: dict[str, _Entries] = {}
    pairs: dict[tuple[str, str], _Entries] = {}
    for toks, cats in by_phrase.items():
        entry = (toks, tuple(sorted(cats)))
        if len(toks) == 1:
            single.setdefault(toks[0], []).append(entry)
        else:
            pairs.setdefault((toks[0], toks[1]), []).append(entry)
    for entries in pairs.values():
        entries.sort(key=lambda e: -len(e[0]))
    names = tuple(regexes)
    return single, pairs, names, PatternSet([re.compile("|".join(regexes[c]), re.IGNORECASE) for c in names])


def index_en(text: str, only: str | None = None) -> dict[str, list[Hit]]:
    """Every English category's hits in ``text`` (leftmost-longest, non-overlapping per
    category), or only those of category ``only`` (the same hits: categories never
    interact)."""
    out = _phrase_hits(text, only)
    for cat in _en_index(only)[2]:
        hits = _with_regex_hits(text, cat, out.get(cat, []), only)
        if hits:
            out[cat] = hits
    return out


@cache
def _other_heads(only: str | None) -> tuple[str, ...]:
    """The first tokens of English phrases that are no Latin word: a punctuation mark ("?")."""
    single, pairs, _, _ = _en_index(only)
    return tuple(sorted({t for t in (*single, *(a for a, _ in pairs)) if not _LATIN.match(t)}))


_LATIN = re.compile(r"[a-z0-9_]")


def _phrase_hits(text: str, only: str | None) -> dict[str, list[Hit]]:
    """The hits of the plain phrases of every English category (or of ``only``)."""
    single, pairs, _, _ = _en_index(only)
    low = text.lower() if text.isascii() else _ascii_lower(text)
    if not _LATIN.search(low) and not any(head in low for head in _other_heads(only)):
        return {}  # (no token can open a phrase: "请" * 500,000 is not cut into half a million tokens)
    # one regex pass gives separators and tokens alternately: [sep, tok, sep, tok, ..., sep]
    parts = _TOKEN_SPLIT.split(low)
    words = parts[1::2]
    out: dict[str, list[Hit]] = {}
    # only tokens that begin a phrase need offsets: one-word phrases, and two-word
    # openings of longer ones (bigrams are built in C by zip)
    heads = [i for i, pair in enumerate(zip(words, islice(words, 1, None), strict=False)) if pair in pairs or pair[0] in single]
    if words and words[-1] in single:
        heads.append(len(words) - 1)
    if heads:
        # token i spans [bounds[2i], bounds[2i+1]): the running length of the parts
        bounds = list(accumulate(map(len, parts)))
        next_free: dict[str, int] = {}
        n = len(words)
        for i in heads:
            w = words[i]
            longer = pairs.get((w, words[i + 1])) if i + 1 < n else None
            shorter = single.get(w, [])
            for phrase, cats in (longer + shorter) if longer else shorter:
                k = len(phrase)
                if k > 2 and (i + k > n or tuple(words[i : i + k]) != phrase):
                    continue
                a, b = bounds[2 * i], bounds[2 * (i + k) - 1]
                for cat in cats:
                    if next_free.get(cat, 0) <= i:
                        out.setdefault(cat, []).append(Hit(a, b, text[a:b], "en"))
                        next_free[cat] = i + k
    return out


def _with_regex_hits(text: str, category: str, hits: list[Hit], only: str | None) -> list[Hit]:
    """``hits`` (the category's phrase hits) with those of its regular expressions, in
    text order."""
    _, _, regex_names, regex_set = _en_index(only)
    j = regex_names.index(category)
    matches = regex_set.finditer(text, (j,)).get(j)
    if not matches:
        return hits
    merged = hits + [Hit(m.start(), m.end(), m.group(0), "en") for m in matches]
    merged.sort(key=_hit_order)
    return merged


@cache
def _cjk_set(lang: str, only: str | None = None) -> tuple[tuple[str, ...], PatternSet]:
    """The compiled category patterns of a CJK language (or of category ``only``), searched together."""
    names = tuple(c for c in (_categories(lang) if only is None else [only]) if compiled(lang, c) is not None)
    return names, PatternSet([p for c in names if (p := compiled(lang, c)) is not None])


@contextmanager
def _quiet_gc() -> Iterator[None]:
    """Hold off the cyclic garbage collector while hits are built. A text can have a hit
    at every character ("请" repeated); each hit is a small tuple, none forms a cycle, and
    the collector would otherwise run after every 700 of them and walk the growing heap
    each time: it took 40 % of the analysis of "请" * 500,000."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class Index:
    """All vocabulary hits of one text (or of one category ``only``), computed once
    (English phrases eagerly; English regular expressions and CJK on first use)."""

    def __init__(self, text: str, languages: frozenset[str] | set[str], only: str | None = None) -> None:
        self.text = text
        self.languages = languages
        self.only = only
        with _quiet_gc():
            self._en = _phrase_hits(text, only)
        # a category with regular expressions is searched when first asked (most texts
        # never ask for most of them: "code_anchor" is a tenth of the corpus's time)
        self._regex_todo = set(_en_index(only)[2])
        self._cjk: dict[str, list[Hit]] = {}
        self._cjk_langs = [lang for lang in ("ja", "zh") if lang in languages]
        self._merged: dict[str, list[Hit]] = {}

    def _english(self, category: str) -> list[Hit]:
        if category in self._regex_todo:
            # stored before it is struck off: a thread that reads between sees the full list or
            # searches again (the same hits), never the phrase hits alone
            self._en[category] = _with_regex_hits(self.text, category, self._en.get(category, []), self.only)
            self._regex_todo.discard(category)
        return self._en.get(category, [])

    def iter(self, category: str) -> Iterator[Hit]:
        """The hits of :meth:`find`, in its order, the Japanese and Chinese ones read as they are asked for (a
        caller that stops early never pays for the half million hits of "请" * 500,000)."""
        if not self._cjk_langs or category in self._cjk:
            yield from self.find(category)
            return
        streams: list[Iterator[Hit]] = [iter(self._english(category))]
        for lang in self._cjk_langs:
            names, pset = _cjk_set(lang, self.only)
            if (j := _positions(names).get(category)) is not None:
                streams.append(Hit(m.start(), m.end(), m.group(0), lang)
                               for m in pset.patterns[j].finditer(self.text) if m.end() > m.start())
        # equal spans meet, English first, then ja, then zh: a Japanese or Chinese hit of a span already read is the
        # same occurrence (as in find; two English hits of one span, a phrase's and an expression's, both stay)
        last = (-1, -1)
        for hit in heapq.merge(*streams, key=_hit_order):
            span = (hit.start, hit.end)
            if hit.lang == "en" or span != last:
                last = span
                yield hit

    def find(self, category: str) -> list[Hit]:
        hits = self._english(category)
        cjk_langs = self._cjk_langs
        if not cjk_langs:
            return hits
        cjk = self._cjk.get(category)
        if cjk is None:
            cjk = self._cjk[category] = self._cjk_hits(category)
        if not cjk:
            return hits
        if not hits:
            return cjk
        merged = self._merged.get(category)
        if merged is None:
            merged = self._merged[category] = sorted(hits + _unseen(cjk, hits), key=_hit_order)
        return merged


    def _cjk_hits(self, category: str) -> list[Hit]:
        """One category's CJK hits, when first asked: each language's pattern set lists the literal starts of all
        its patterns in one pass, kept for the next category while the set's last text is this one. One pattern's
        matches come in text order and never overlap, so a category's hits need sorting only when both Japanese and
        Chinese found some (a text of one repeated character has a hit at every position: no sort is cheap there)."""
        new = tuple.__new__  # a Hit without the Python frame of its constructor
        out: list[Hit] = []
        with _quiet_gc():
            for lang in self._cjk_langs:
                names, pset = _cjk_set(lang, self.only)
                j = _positions(names).get(category)
                columns = pset.spans(self.text, (j,)).get(j) if j is not None else None
                if columns:
                    made = list(map(new, repeat(Hit), zip(*columns, repeat(lang))))
                    out = sorted(out + _unseen(made, out), key=_hit_order) if out else made
        return out


@cache
def _positions(names: tuple[str, ...]) -> dict[str, int]:
    return {name: j for j, name in enumerate(names)}


def _hit_order(h: Hit) -> tuple[int, int]:
    return h.start, -h.end


def _unseen(hits: list[Hit], seen: list[Hit]) -> list[Hit]:
    """``hits`` without those whose span is already in ``seen``: a word two languages
    list ("bug" in English and Chinese) is one occurrence, not two (counting it twice
    made "审查这个 PR 的 diff，找出 bug" a debugging task rather than a review)."""
    spans = {(h.start, h.end) for h in seen}
    return [h for h in hits if (h.start, h.end) not in spans]


def find(text: str, category: str, languages: frozenset[str] | set[str]) -> list[Hit]:
    """Every match of ``category`` in ``text`` for the given languages, in text order.
    English is always applied (it only matches Latin-script text)."""
    return Index(text, languages, only=category).find(category)


def any_match(text: str, category: str, languages: frozenset[str] | set[str]) -> Hit | None:
    """The first match of ``category`` in ``text`` (English first, then the CJK languages)."""
    for lang in LANGUAGES:
        if lang != "en" and lang not in languages:
            continue
        pset = _single_set(lang, category)
        if pset is None:
            continue
        m = pset.search(text).get(0)
        if m:
            return Hit(m.start(), m.end(), m.group(0), lang)
    return None


def first_in_slices(base: str, slices: list[tuple[int, int]], category: str,
                    languages: frozenset[str] | set[str]) -> list[Hit | None]:
    """``any_match(base[a:b], category, languages)`` for every slice, from one pass per
    language over ``base`` (offsets in each hit are relative to its slice)."""
    out: list[Hit | None] = [None] * len(slices)
    for lang in LANGUAGES:
        if lang != "en" and lang not in languages:
            continue
        pset = _single_set(lang, category)
        todo = [k for k, hit in enumerate(out) if hit is None]
        if pset is None or not todo:
            continue
        found = pset.search_slices(base, [slices[k] for k in todo])
        for k, m in zip(todo, found, strict=True):
            if m:
                out[k] = Hit(m.start(), m.end(), m.group(0), lang)
    return out


@cache
def _single_set(lang: str, category: str) -> PatternSet | None:
    pattern = compiled(lang, category)
    return None if pattern is None else PatternSet([pattern])


def threshold(lang: str, name: str) -> int:
    return int(vocab(lang if lang in LANGUAGES else "en")["thresholds"][name])


def stopwords(lang: str) -> frozenset[str]:
    return _stopwords(lang)


@cache
def _stopwords(lang: str) -> frozenset[str]:
    return frozenset(w.lower() for w in phrases(lang, "stopwords"))
