"""Sentence and word segmentation for English, Japanese and Chinese (and mixes).

Sentences: 。！？ and line breaks end CJK sentences; . ! ? end English ones unless the
token is an abbreviation (data/vocab/en.toml [segmentation]), a decimal, a file name or a
version (no space after the period) or inside a protected span (URL, code, quote); the
case of the next word does not matter, so lower-case prompts are split too;
blank lines, list items and headings always start a new sentence.

Words: Latin-script words by regex; Chinese runs by rjieba; Japanese runs by BudouX
phrases. Thresholds that count words are calibrated per language (data/vocab/*.toml)."""

from __future__ import annotations

import bisect
import re
from functools import cache
from typing import Any

from honing import data
from honing.text.spans import ProtectedSpan

# A list item's marker: ASCII markers take a space after them; Japanese and Chinese ones
# (・, 1、, full-width １．, ①) are written without one ("2、3日", a couple of days, is not).
LIST_MARKER = re.compile(
    r"[ \t]*(?:[-*+•・●▪◦]|\d{1,3}[.)、]|[a-zA-Z][.)]|[①-⑳]|[（(]\d{1,3}[)）]|[０-９]{1,3}[．.、）)])[ \t]+"
    r"|[ \t]*(?:[①-⑳]|[・•●▪◦](?=[^\s・•●▪◦])|\d{1,3}、(?![0-9０-９])|[０-９]{1,3}[．、）](?![0-9０-９])|[（(][０-９0-9]{1,3}[)）])"
)
# A heading: markdown, a short label line ending in a colon (ASCII or full-width), 【…】.
HEADING = re.compile(
    r"[ \t]{0,3}(?:#{1,6}[ \t]|[A-Za-z][\w /&-]{0,40}:[ \t]*$"
    r"|[\u3040-\u30ff\u3400-\u9fff][^\s:：。！？]{0,20}[:：][ \t]*$|【[^】\n]{1,40}】)"
)
_ITEM_NUMBER = re.compile(r"[ \t]*(?:\d{1,3}|[a-zA-Z])\.")
_EN_TERMINAL = re.compile(r"[.!?]+[\"'”’)\]]*(?=\s)")
_CJK_TERMINAL = re.compile(r"[。！？]+[」』”）)]*|[!?](?=[\u3040-\u30ff\u3400-\u9fff])")
_SEGMENTATION = data.load("vocab/en.toml")["segmentation"]
_ABBREVIATIONS = frozenset(_SEGMENTATION["abbreviations"])
_BEFORE_NUMBER = frozenset(_SEGMENTATION["before_number"])
_BEFORE_LOWER = frozenset(_SEGMENTATION["before_lower"])
_DOTTED = re.compile(r"(?:[a-z]{1,2}\.)+[a-z]{1,2}")  # "a.m", "u.s", "ph.d"; not "app.py"
_SENTENCE_END_CHARS = ".!?:;。！？：；"
CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f々〆ー]")
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f々〆ー]+")
_KANA = re.compile(r"[\u3040-\u30ff\uff66-\uff9f]")
_LATIN_WORD = re.compile(r"[^\W_\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f々〆ー]+(?:['’.\-][^\W_\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]+)*")
_UNIT = re.compile(CJK_CHAR.pattern + "|" + _LATIN_WORD.pattern)
_ASCII_WORD = re.compile(r"[A-Za-z0-9]+(?:['.\-][A-Za-z0-9]+)*")
_HAS_WORD = re.compile(r"\w")


def _is_cjk(ch: str) -> bool:
    return bool(ch) and not ch.isascii() and CJK_CHAR.match(ch) is not None


def _in_protected(starts: list[int], spans: tuple[ProtectedSpan, ...], pos: int) -> bool:
    i = bisect.bisect_right(starts, pos) - 1
    return i >= 0 and spans[i].start <= pos < spans[i].end


def sentence_bounds(text: str, spans: tuple[ProtectedSpan, ...]) -> list[tuple[int, int]]:
    """Sentence ``(start, end)`` offsets, whitespace-trimmed, in order."""
    starts = [s.start for s in spans]
    cuts: list[int] = []

    # line breaks
    line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
    for k in range(1, len(line_starts)):
        nl = line_starts[k] - 1
        if _in_protected(starts, spans, nl):
            continue
        prev_line = text[line_starts[k - 1] : nl].rstrip()
        next_end = line_starts[k + 1] - 1 if k + 1 < len(line_starts) else len(text)
        next_line = text[line_starts[k] : next_end]
        if (
            not prev_line.strip()
            or not next_line.strip()
            or prev_line[-1] in _SENTENCE_END_CHARS
            or _is_cjk(prev_line[-1])
            or _is_cjk(next_line.lstrip()[:1])
            or LIST_MARKER.match(next_line)
            # a list item ends with its line unless the next line is indented under it
            or (LIST_MARKER.match(prev_line) and not next_line[:1].isspace())
            or HEADING.match(next_line)
            or HEADING.match(prev_line)
            or next_line.lstrip().startswith(("```", "~~~", "<", "|"))
            or prev_line.lstrip().startswith(("```", "~~~", "|"))
            or _in_protected(starts, spans, line_starts[k - 1] + len(prev_line) - 1)
            or _in_protected(starts, spans, line_starts[k] + len(next_line) - len(next_line.lstrip()))
        ):
            cuts.append(nl + 1)

    # English terminals
    for m in _EN_TERMINAL.finditer(text):
        dot = m.start()
        if _in_protected(starts, spans, dot):
            continue
        token = ""
        if text[dot] == ".":
            j = dot
            while j > 0 and dot - j < 12 and (text[j - 1].isalnum() or text[j - 1] == "."):
                j -= 1
            token = text[j:dot].lower()
            if token in _ABBREVIATIONS or (len(token) == 1 and text[dot - 1].isupper()):
                continue
            line_start = line_starts[bisect.bisect_right(line_starts, dot) - 1]
            if _ITEM_NUMBER.fullmatch(text, line_start, dot + 1):
                continue  # "1." or "a." opening a list item is its marker, not an end
        terminal = m.group(0)
        if "." in terminal and "!" not in terminal and "?" not in terminal:
            k = m.end()
            while k < len(text) and text[k] in " \t":
                k += 1
            after = text[k : k + 1]
            if after.isdigit() and token in _BEFORE_NUMBER:
                continue  # "fig. 3"
            if after.islower() and (token in _BEFORE_LOWER or terminal.count(".") > 1 or len(token) == 1
                                    or _DOTTED.fullmatch(token)):
                continue  # "etc. and", "wait... what", "10 a.m. tomorrow"
            # any other word and a period end a sentence, whatever case the next word has:
            # prompts are often written in lower case ("fix the bug. add a test.")
        cuts.append(m.end())

    # CJK terminals
    for m in _CJK_TERMINAL.finditer(text) if not text.isascii() else ():
        if not _in_protected(starts, spans, m.start()):
            cuts.append(m.end())

    cuts = sorted(set(cuts))
    bounds: list[tuple[int, int]] = []
    prev = 0
    for cut in [*cuts, len(text)]:
        a, b = prev, cut
        while a < b and text[a].isspace():
            a += 1
        while b > a and text[b - 1].isspace():
            b -= 1
        if a < b:
            if bounds and not _HAS_WORD.search(text, a, b) and text[bounds[-1][1] : a].strip(" \t") == "":
                # a run of bare punctuation ("?!", "。。") belongs to the sentence before it
                bounds[-1] = (bounds[-1][0], b)
            else:
                bounds.append((a, b))
        prev = cut
    return bounds


@cache
def _budoux_parser() -> Any:
    import budoux

    return budoux.load_default_japanese_parser()


def _segment_cjk(run: str, japanese: bool) -> list[str]:
    if japanese:
        return [p for p in _budoux_parser().parse(run) if p.strip()]
    import rjieba

    return list(filter(str.strip, rjieba.cut(run)))


def words(text: str, japanese_default: bool = False) -> list[str]:
    """Words of ``text`` in reading order. A CJK run is Japanese when it holds kana (or
    when the document is Japanese and the run is all kanji)."""
    if text.isascii():
        return _ASCII_WORD.findall(text)  # the same words as _LATIN_WORD on ASCII, faster
    out: list[str] = []
    pos = 0
    for m in _CJK_RUN.finditer(text):
        out.extend(_LATIN_WORD.findall(text, pos, m.start()))
        run = m.group(0)
        japanese = bool(_KANA.search(run)) or japanese_default
        out.extend(_segment_cjk(run, japanese))
        pos = m.end()
    out.extend(_LATIN_WORD.findall(text, pos))
    return out


def units(text: str) -> list[str]:
    """Han and kana characters one by one, and Latin words lower-cased, in reading order
    (punctuation and spaces dropped): what near duplicates in Japanese and Chinese, which
    have no word boundaries to count by, are compared by."""
    return list(map(str.lower, _UNIT.findall(text)))
