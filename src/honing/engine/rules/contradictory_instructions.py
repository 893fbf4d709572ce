"""Conflicts between format, length, word-limit, tool and language instructions.

Besides two answer formats, two word limits, brief and detailed, and two response
languages: an answer demanded in one format only together with a request for a
presentation that format cannot hold (JSON only, then a table), and a ban (no browsing,
no code execution, no tools) together with a request for what it bans. Those phrases are
data (``[conflict]`` in vocab/*.toml); which demand rules out which request is the rule's
``excludes`` table in rules.toml. A request in a negated clause is no request: "Don't use
regex" bans regex, it does not also ask for it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from honing import data
from honing.engine.rule import Context, Hit, Outcome
from honing.text import Document, lexicon
from honing.text.prefilter import PatternSet

_FORMATS = {
    "JSON": r"\bjson\b",
    "YAML": r"\bya?ml\b",
    "XML": r"\bxml\b",
    "CSV": r"\bcsv\b",
    "plain text": r"\bplain text\b|\bno markdown\b|\bwithout (?:any )?markdown\b|纯文本|プレーンテキスト",
    "markdown": r"\bmarkdown\b|マークダウン",
}
_FORMAT_CUE = re.compile(
    r"\b(?:in|as|return|output|respond|reply|answer|format(?:ted)?|use|provide|give)\b[^.\n]{0,30}$|(?:で|以|用)\s*$",
    re.I,
)
_MAX_WORDS = re.compile(
    r"\b(?:under|at most|no more than|less than|fewer than|maximum(?: of)?|max|up to|within|not exceed(?:ing)?)\s+(\d+)\s*words?\b",
    re.I,
)
_MIN_WORDS = re.compile(r"\b(?:at least|more than|over|minimum(?: of)?|min|no less than|no fewer than)\s+(\d+)\s*words?\b", re.I)
_EXACT_WORDS = re.compile(r"\b(?:exactly|precisely)\s+(\d+)\s*words?\b", re.I)
_MAX_CJK = re.compile(r"(\d+)\s*(?:文字|字)\s*(?:以内|以下)|(?:不超过|最多|少于)\s*(\d+)\s*(?:个)?字")
_MIN_CJK = re.compile(r"(\d+)\s*(?:文字|字)\s*以上|(?:不少于|至少|多于)\s*(\d+)\s*(?:个)?字")
_LANGS = {
    "English": r"\b(?:respond|reply|answer|write|output)\b[^.\n]{0,20}\bin english\b|英語で|用英文|用英语",
    "Japanese": r"\b(?:respond|reply|answer|write|output)\b[^.\n]{0,20}\bin japanese\b|日本語で|用日语|用日文",
    "Chinese": r"\b(?:respond|reply|answer|write|output)\b[^.\n]{0,20}\bin chinese\b|中国語で|用中文|用汉语",
    "French": r"\b(?:respond|reply|answer|write|output)\b[^.\n]{0,20}\bin french\b",
    "Spanish": r"\b(?:respond|reply|answer|write|output)\b[^.\n]{0,20}\bin spanish\b",
    "German": r"\b(?:respond|reply|answer|write|output)\b[^.\n]{0,20}\bin german\b",
}
# a name may hold dots ("node.js") but does not end in one: "Don't use regex." bans "regex"
_NAME = r"[\w+#-]{2,30}(?:\.[\w+#-]+)*"
_USE_TOOL = re.compile(r"\b(?:use|using|with)\s+(" + _NAME + ")", re.I)
_AVOID_TOOL = re.compile(r"\b(?:don['’]t|do not|never|without|avoid)\s+(?:use\s+|using\s+)?(" + _NAME + ")", re.I)
_AVOID_TOOL_SET = PatternSet([_AVOID_TOOL])
_WORD_LIMITS = PatternSet([_MAX_WORDS, _MAX_CJK, _MIN_WORDS, _MIN_CJK, _EXACT_WORDS])
_LANG_NAMES = tuple(_LANGS)
_LANG_SET = PatternSet([re.compile(p, re.I) for p in _LANGS.values()])


def _int(m: re.Match[str]) -> int:
    return int(next(g for g in m.groups() if g))


_FORMAT_KEYS = ("json", "yaml", "yml", "xml", "csv", "plain text", "markdown", "マークダウン", "纯文本", "プレーンテキスト")
_LANG_KEYS = ("english", "japanese", "chinese", "french", "spanish", "german", "語で", "用")


def _format_requests(doc: Document) -> dict[str, list[Hit]]:
    found: dict[str, list[Hit]] = {}
    prose = doc.prose
    low = prose.lower()
    if sum(k in low for k in _FORMAT_KEYS) < 2:
        return found
    for name, pattern in _FORMATS.items():
        for m in re.finditer(pattern, prose, re.I):
            before = prose[max(0, m.start() - 40) : m.start()]
            after = prose[m.end() : m.end() + 12].lower()
            if _FORMAT_CUE.search(before) and not re.match(r"\s*(?:file|files|data|input|document|schema)\b", after) \
                    and "/" not in prose[m.start() - 1 : m.start()] + prose[m.end() : m.end() + 1]:
                # "wrapped in json/xml/quotes" lists data containers, it asks for no format
                found.setdefault(name, []).append(Hit.of(doc, m.start(), m.end()))
    return found


@dataclass(frozen=True)
class _Table:
    """One language's [conflict] vocabulary, compiled: every demand, request and ban in
    one pattern set, and what negates a clause."""

    patterns: PatternSet
    meta: tuple[tuple[str, str], ...]  # (kind, key) per pattern; kind: demand | ask | ban
    negation: re.Pattern[str]


@cache
def _table(lang: str) -> _Table | None:
    raw: dict[str, Any] = lexicon.vocab(lang).get("conflict", {})
    if not raw:
        return None
    patterns: list[re.Pattern[str]] = []
    meta: list[tuple[str, str]] = []
    for key, name in raw.get("format", {}).items():
        items = ["re:" + t.replace("{format}", f"(?:{name})") for t in raw.get("only", [])]
        patterns.append(lexicon.compile_phrases(lang, items + raw.get("demand", {}).get(key, [])))
        meta.append(("demand", key))
    for kind in ("ask", "ban"):
        for key, items in raw.get(kind, {}).items():
            patterns.append(lexicon.compile_phrases(lang, items))
            meta.append((kind, key))
    negation = lexicon.compile_phrases(lang, lexicon.phrases(lang, "prohibition") + raw.get("negation", []))
    return _Table(PatternSet(patterns), tuple(meta), negation)


@cache
def _excludes() -> tuple[dict[str, list[str]], dict[str, str]]:
    row = data.load("rules.toml")["contradictory_instructions"]
    return row["excludes"], row["labels"]


# Where a clause ends: a request is negated by a negation in its own clause only.
_CLAUSE_END = {"en": re.compile(r"[.;:!?\n]|,\s"), "zh": re.compile(r"[，。；：！？,;:!?\n]"),
               "ja": re.compile(r"[、。；！？!?\n]")}


def _negated(lang: str, prose: str, start: int, end: int) -> bool:
    """A negation governs ``prose[start:end]``: before it in its clause (English, Chinese:
    "do not add a table", 不要用表格), or after it (Japanese: 表にしないで)."""
    table = _table(lang)
    if table is None:
        return False
    ends = _CLAUSE_END[lang]
    if lang == "ja":
        stop = ends.search(prose, end)
        return table.negation.search(prose, end, stop.start() if stop else len(prose)) is not None
    begin = 0
    for m in ends.finditer(prose, max(0, start - 200), start):
        begin = m.end()
    return table.negation.search(prose, begin, start) is not None


def _demands_and_bans(doc: Document) -> tuple[list[str], list[Hit]]:
    """An answer demanded in one format only, or a ban, with a request it rules out."""
    prose = doc.prose
    found: list[tuple[str, str, int, int, str]] = []  # kind, key, start, end, language
    for lang in lexicon.LANGUAGES:
        table = _table(lang) if lang == "en" or lang in doc.languages else None
        if table is None:
            continue
        for j, matches in table.patterns.finditer(prose).items():
            kind, key = table.meta[j]
            found += [(kind, key, m.start(), m.end(), lang) for m in matches]
    binding = sorted((f for f in found if f[0] != "ask"), key=lambda f: f[2])
    if not binding:
        return [], []
    asks = [f for f in sorted(found, key=lambda f: f[2]) if f[0] == "ask"
            and not any(b[2] < f[3] and f[2] < b[3] for b in binding)  # "do not browse the web" asks nothing
            and not _negated(f[4], prose, f[2], f[3])]
    excludes, labels = _excludes()
    conflicts: list[str] = []
    hits: list[Hit] = []
    seen: set[tuple[str, str]] = set()
    for kind, key, start, end, _ in binding:
        for _, ask, a_start, a_end, _ in asks:
            if ask not in excludes.get(key, ()) or (key, ask) in seen:
                continue
            seen.add((key, ask))
            topic = "output format" if kind == "demand" else "tools"
            conflicts.append(f"{topic}: {labels[key]} vs {labels[ask]}")
            hits += [Hit.of(doc, start, end), Hit.of(doc, a_start, a_end)]
    return conflicts, hits


# Brief and detailed conflict when both are said of the answer; an adjective before
# another noun ("a concise overview", "the minimal changes", "a detailed description of
# each table") sizes that part only.
_ADJECTIVES = frozenset({"concise", "succinct", "minimal", "detailed", "comprehensive", "thorough",
                         "exhaustive", "in-depth", "elaborate", "long-form"})
_ANSWER_NOUNS = frozenset({"answer", "answers", "response", "responses", "reply", "replies", "output"})
_LINKING = frozenset({"enough", "yet", "when", "where", "how", "about", "while", "without", "unless",
                      "since", "because", "though", "although", "throughout", "overall"})
_NEXT_WORD = re.compile(r"[ \t]+([A-Za-z][\w-]*)")


def _about_the_answer(doc: Document, hit: lexicon.Hit) -> bool:
    if hit.lang != "en" or hit.text.lower() not in _ADJECTIVES:
        return True
    m = _NEXT_WORD.match(doc.prose, hit.end)
    if m is None:
        return True
    word = m.group(1).lower()
    return word in _ANSWER_NOUNS or word in _LINKING or word in lexicon.stopwords("en")


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    prose = doc.prose
    hits: list[Hit] = []
    conflicts: list[str] = []

    formats = _format_requests(doc)
    exclusive = [f for f in formats if f != "markdown"] + (["markdown"] if "markdown" in formats and "plain text" in formats else [])
    if len(exclusive) >= 2:
        conflicts.append("output format: " + " vs ".join(exclusive))
        hits += [formats[f][0] for f in exclusive]

    low = prose.lower()
    has_words = "word" in low or "字" in low
    limits = _WORD_LIMITS.finditer(prose) if has_words else {}
    maxima = [(m, _int(m)) for k in (0, 1) for m in limits.get(k, ())]
    minima = [(m, _int(m)) for k in (2, 3) for m in limits.get(k, ())]
    exact = [(m, _int(m)) for m in limits.get(4, ())]
    if maxima and minima:
        lo_m, lo = max(minima, key=lambda x: x[1])
        hi_m, hi = min(maxima, key=lambda x: x[1])
        if lo > hi:
            conflicts.append(f"word limit: at least {lo} but at most {hi}")
            hits += [Hit.of(doc, lo_m.start(), lo_m.end()), Hit.of(doc, hi_m.start(), hi_m.end())]
    if len({n for _, n in exact}) > 1:
        conflicts.append("word limit: two different exact counts")
        hits += [Hit.of(doc, m.start(), m.end()) for m, _ in exact]

    brief = [h for h in doc.find("brevity") if _about_the_answer(doc, h)]
    detail = [h for h in doc.find("detail") if _about_the_answer(doc, h)] if brief else []
    if brief and detail:
        conflicts.append(f'length: "{brief[0].text}" vs "{detail[0].text}"')
        hits += [Hit.of(doc, brief[0].start, brief[0].end), Hit.of(doc, detail[0].start, detail[0].end)]

    langs = {} if not any(k in low for k in _LANG_KEYS) else {
        _LANG_NAMES[k]: m for k, m in sorted(_LANG_SET.search(prose).items())}
    if len(langs) >= 2:
        conflicts.append("response language: " + " vs ".join(langs))
        hits += [Hit.of(doc, m.start(), m.end()) for m in langs.values()]

    bans = _AVOID_TOOL_SET.finditer(prose).get(0, [])
    avoided = {m.group(1).lower(): m for m in bans}
    for m in _USE_TOOL.finditer(prose) if avoided else ():
        name = m.group(1).lower()
        # the "use regex" inside "Don't use regex" (or negated in its clause) is no use
        if name in avoided and lexicon.any_match(name, "programming", {"en"}) \
                and not any(b.start() < m.end() and m.start() < b.end() for b in bans) \
                and not _negated("en", prose, m.start(), m.end()):
            conflicts.append(f'tool: use and do not use "{m.group(1)}"')
            hits += [Hit.of(doc, m.start(), m.end()), Hit.of(doc, avoided[name].start(), avoided[name].end())]
            break

    more, more_hits = _demands_and_bans(doc)
    conflicts += more
    hits += more_hits

    if conflicts:
        unique = {(h.start, h.end): h for h in hits}
        return Outcome(hits=tuple(sorted(unique.values(), key=lambda h: h.start)),
                       message="Conflicting instructions — " + "; ".join(conflicts))
    return Outcome(passed_because="no conflicting format, length, word-limit, tool or language instructions, "
                           "and no request that an exclusive format or a ban rules out")
