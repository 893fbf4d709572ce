"""Shared helpers: what in a prompt names a thing of the user's project, and which words are
said as a command."""

from __future__ import annotations

import re
from functools import cache

from honing.text import Document, lexicon
from honing.text.segment import LIST_MARKER


def anchor(doc: Document) -> lexicon.Hit | None:
    """The first thing of the user's project the prompt names: inline code (`new_checkout`),
    a file of the project (src/app.py, README), an identifier, route or folder (getUserData,
    /users, src/), "the login endpoint" (vocabulary code_anchor). A framework written like a
    file name (Node.js) is not a file."""
    inline = next((p for p in doc.protected if p.kind == "inline_code"), None)
    hits = doc.find("code_anchor")
    files = doc.find("project_file")
    if files:
        frameworks = {(h.start, h.end) for h in doc.find_anywhere("programming")}
        hits += [h for h in files if (h.start, h.end) not in frameworks]
    if inline is not None:
        hits.append(lexicon.Hit(inline.start, inline.end, doc.text[inline.start:inline.end], "en"))
    return min(hits, key=lambda h: h.start, default=None)


# where a clause starts inside a sentence ("rm the build dir and rebuild", "…, then push")
_CLAUSE_BREAK = re.compile(r"[,;:()\n—–]|\s-\s")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
# "Update me on…", "Change my mind…" address a person, not a thing to edit
_TO_A_PERSON = re.compile(r"\s+(?:me|us|my\s+mind)\b", re.I)
_POLITE_ASK = re.compile(r"\b(?:can|could|would|will)\s+you\b", re.I)
_LOOK_BACK = 120  # characters: longer than any run of lead-in words ("and then could you please")


@cache
def _lead_in() -> frozenset[str]:
    return frozenset(w.lower() for w in lexicon.phrases("en", "command_lead_in"))


def _opens_a_clause(doc: Document, start: int) -> bool:
    """An English hit at ``start`` is a command when only lead-in words ("please", "can
    you", "and then") stand between it and the start of its sentence, list item or clause."""
    sentence = doc.sentence_at(start)
    at = sentence.start if sentence is not None else 0
    marker = LIST_MARKER.match(doc.text, at)
    if marker and marker.end() <= start:
        at = marker.end()
    # only the last clause before the hit matters, and only a few lead-in words fit in it:
    # a bounded look back keeps a long sentence of many hits linear
    at = max(at, start - _LOOK_BACK)
    before = doc.text[at:start]
    breaks = list(_CLAUSE_BREAK.finditer(before))
    if breaks:
        before = before[breaks[-1].end():]
    if len(before) >= _LOOK_BACK - 1:
        return False  # a clause this long before the word is not a lead-in
    rest = _WORD.sub(lambda m: "" if m.group(0).lower() in _lead_in() else m.group(0), before)
    if rest.strip(" \t.!?*>`\"'"):
        return False
    # "Rebase and merge: which is better?" names the operations; "Can you squash them?" asks
    # for one
    asked = sentence is not None and sentence.text.rstrip().endswith(("?", "？"))
    return not asked or bool(_POLITE_ASK.search(before))


def command(doc: Document, category: str) -> lexicon.Hit | None:
    """The first hit of ``category`` said as a command: in English where it opens a
    sentence or clause; the Japanese and Chinese vocabularies list command forms (an
    English verb in a Japanese or Chinese prompt is a command only in those forms:
    「force push して」, 「truncate 掉」)."""
    english = not (doc.languages & {"ja", "zh"})
    return next((h for h in doc.iter_hits(category) if (h.lang != "en") or (
        english and _opens_a_clause(doc, h.start) and not _TO_A_PERSON.match(doc.text, h.end))), None)
