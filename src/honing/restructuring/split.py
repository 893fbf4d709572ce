"""Step 2 of restructure (SPEC E-7): split run-on sentences at conjunctions that start a
new instruction, and keep verb pairs and noun lists whole.

    fix the login bug and make the tests pass and don't touch the API   → three clauses
    read and summarize the file                                          → one clause
    apples, pears and plums                                              → one clause

English splits before ``and`` / ``then`` / ``but`` / ``also`` / ``;`` / ``,`` when the
left part is a complete clause (three words or more) and the right part starts with an
instruction (a task verb or a prohibition). Japanese splits after a て/で-form followed
by 、 and at そして／それから; Chinese at 并且／然后／同时／接着／顺便／；, and at 、 or ， when the right side
starts an instruction (a task word, a prohibition, an obligation). Protected spans are never cut."""

from __future__ import annotations

import re

from honing.engine import clauses
from honing.text import Document, lexicon

_EN = re.compile(r"(?:,?\s+(?:and then|and also|and|then|but|also)\s+|\s*;\s*|,\s+)(?=\S)", re.I)
_STRONG = re.compile(r"^(?:,?\s+(?:and then|and also|then|also)\s+|\s*;\s*)$", re.I)  # sequence: no verb test
_JA = re.compile(r"(?<=[てで])、|そして、?|それから、?")
_ZH = re.compile(r"[，,]?(?:并且|然后|同时|接着|顺便)[，,]?|；|、|，")
_WORDS = re.compile(r"[A-Za-z0-9'’-]+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_WINDOW = 200  # characters each side of a connector that decide whether to cut there
# a clause is capitalised only when it opens with a plain lower-case word ("tell me why …"):
# a path, an identifier, a key or a token keeps its case (scripts/migrate.py, apiVersion:,
# proxy_set_header, eyJhbGci…)
_PLAIN_WORD = re.compile(r"[a-z]+(?:['’][a-z]+)?(?=[\s,;!?]|$)")


def _starts_instruction(text: str, languages: frozenset[str]) -> bool:
    return (clauses.starts_with(text, "task", languages, within_words=1)
            or clauses.starts_with(text, "prohibition", languages, within_words=1)
            or clauses.starts_with(text, "requirement", languages, within_words=1))


def _cuts(text: str, base: int, doc: Document) -> list[tuple[int, int]]:
    """(cut start, cut end) offsets within ``text``: the connector to drop."""
    out: list[tuple[int, int]] = []
    last = 0
    latin = not _CJK.search(text)
    for m in (_EN if latin else _JA).finditer(text):
        if doc.protected_at(base + m.start(), base + m.end()) is not None:
            continue
        # the tests below need a few words on each side: windows keep them linear in a
        # long run-on text (the whole remainder was rescanned at every connector)
        left = text[max(last, m.start() - _WINDOW) : m.start()]
        right = text[m.end() : m.end() + _WINDOW]
        if latin:
            if len(_WORDS.findall(left)) < 3 or len(_WORDS.findall(right)) < 2:
                continue
            if not _STRONG.match(m.group(0)) and not _starts_instruction(right, doc.languages):
                continue
        elif len(_CJK.findall(left)) < 4 or len(_CJK.findall(right)) < 4:
            continue
        out.append((m.start(), m.end()))
        last = m.end()
    if not latin and not out:
        for m in _ZH.finditer(text):
            if doc.protected_at(base + m.start(), base + m.end()) is not None:
                continue
            left = text[max(last, m.start() - _WINDOW) : m.start()]
            nxt = _ZH.search(text, m.end())
            right = text[m.end() : nxt.start() if nxt else len(text)]
            if len(_CJK.findall(left)) < 4 or len(_CJK.findall(right)) < 4:
                continue
            if m.group(0) in ("、", "，") and not _cjk_starts_instruction(right, doc.languages):
                continue  # 苹果、梨和李子: a list of nouns; a comma inside one instruction
            out.append((m.start(), m.end()))
            last = m.end()
    return out


def _cjk_starts_instruction(text: str, languages: frozenset[str]) -> bool:
    head = text.lstrip()
    for lang in ("ja", "zh"):
        if lang not in languages:
            continue
        for category in ("task", "prohibition", "obligation"):
            if any(head.startswith(p) for p in lexicon.phrases(lang, category) if not p.startswith("re:")):
                return True
    return False


def split_sentence(text: str, base: int, doc: Document) -> list[str]:
    """The clauses of one sentence (``base``: its offset in ``doc``). A clause's first
    letter is capitalised when it opens with a plain lower-case word outside a protected
    span (a URL, code, a quote)."""
    pieces: list[tuple[int, str]] = []
    last = 0
    for a, b in _cuts(text, base, doc):
        pieces.append((last, text[last:a]))
        last = b
    pieces.append((last, text[last:]))
    out = []
    for offset, piece in pieces:
        p = piece.strip().strip(",，、").strip()
        if not p:
            continue
        at = base + offset + piece.find(p)
        if _PLAIN_WORD.match(p) and doc.protected_at(at) is None:
            p = p[0].upper() + p[1:]
        out.append(p)
    return out
