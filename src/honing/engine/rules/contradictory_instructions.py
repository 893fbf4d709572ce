"""Conflicts between format, length, word-limit, tool and language instructions."""

from __future__ import annotations

import re

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
_USE_TOOL = re.compile(r"\b(?:use|using|with)\s+([A-Z][\w.+#-]{1,30}|[a-z][\w.+#-]{2,30})", re.I)
_AVOID_TOOL = re.compile(r"\b(?:don't|do not|never|without|avoid)\s+(?:use\s+|using\s+)?([\w.+#-]{2,30})", re.I)
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
            if _FORMAT_CUE.search(before) and not re.match(r"\s*(?:file|files|data|input|document|schema)\b", after):
                found.setdefault(name, []).append(Hit.of(doc, m.start(), m.end()))
    return found


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

    brief = doc.find("brevity")
    detail = doc.find("detail")
    if brief and detail:
        conflicts.append(f'length: "{brief[0].text}" vs "{detail[0].text}"')
        hits += [Hit.of(doc, brief[0].start, brief[0].end), Hit.of(doc, detail[0].start, detail[0].end)]

    langs = {} if not any(k in low for k in _LANG_KEYS) else {
        _LANG_NAMES[k]: m for k, m in sorted(_LANG_SET.search(prose).items())}
    if len(langs) >= 2:
        conflicts.append("response language: " + " vs ".join(langs))
        hits += [Hit.of(doc, m.start(), m.end()) for m in langs.values()]

    avoided = {m.group(1).lower(): m for m in _AVOID_TOOL_SET.finditer(prose).get(0, ())}
    for m in _USE_TOOL.finditer(prose) if avoided else ():
        name = m.group(1).lower()
        if name in avoided and lexicon.any_match(name, "programming", {"en"}) and avoided[name].start() != m.start():
            conflicts.append(f'tool: use and do not use "{m.group(1)}"')
            hits += [Hit.of(doc, m.start(), m.end()), Hit.of(doc, avoided[name].start(), avoided[name].end())]
            break

    if conflicts:
        unique = {(h.start, h.end): h for h in hits}
        return Outcome(hits=tuple(sorted(unique.values(), key=lambda h: h.start)),
                       message="Conflicting instructions — " + "; ".join(conflicts))
    return Outcome(passed_because="no conflicting format, length, word-limit, tool or language instructions")
