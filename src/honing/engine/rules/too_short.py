from __future__ import annotations

import re
from functools import cache

from honing.engine.rule import Context, Outcome
from honing.engine.rules._project import anchor, command
from honing.text import Document, lexicon
from honing.text.segment import words

# protected spans that are the prompt's material: code counts as content
_CODE_KINDS = frozenset({"code_block", "inline_code", "material"})
_OBJECT = re.compile(r"\s+(?:the|all|every|each|our|my|this|these)\s+\w", re.I)


@cache
def _all_stopwords() -> frozenset[str]:
    return lexicon.stopwords("en") | lexicon.stopwords("ja") | lexicon.stopwords("zh")


def _padding_words(doc: Document) -> int:
    """Content words that are only filler or greeting ("in order to", "Hello"): they do not
    make a prompt long enough, and the balanced optimizer may remove them."""
    hits = doc.find("filler") + doc.find("greeting")
    if not hits:
        return 0
    stop = _all_stopwords()
    seen: set[tuple[int, int]] = set()
    n = 0
    for h in hits:
        if (h.start, h.end) in seen:
            continue
        seen.add((h.start, h.end))
        n += sum(1 for w in words(h.text) if w.lower() not in stop)
    return n


def _code_words(doc: Document) -> int:
    """Content words of fenced and inline code and of material (an article to summarize, a
    pasted traceback or manifest): what is given to act on is part of what the prompt says."""
    stop = _all_stopwords()
    return sum(1 for p in doc.protected if p.kind in _CODE_KINDS
               for w in words(doc.text[p.start:p.end]) if w.lower() not in stop)


def _edit_of_a_thing(doc: Document) -> lexicon.Hit | None:
    """An edit said as a command with its object ("make the sidebar collapsible"), not a
    bare "pls fix"."""
    edit = command(doc, "code_edit")
    if edit is not None and _OBJECT.match(doc.text, edit.end):
        return edit
    return None


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    minimum = int(ctx.thresholds.get("too_short_content_words", doc.threshold("too_short_content_words")))
    n = max(0, doc.content_word_count - _padding_words(doc))
    code = _code_words(doc)
    if n + code >= minimum:
        with_code = f", {code} of them in code" if code else ""
        return Outcome(passed_because=f"{n + code} content words{with_code} (minimum {minimum} for {doc.language})")
    # one word short, but naming the thing or the operation to act on ("rename getUserData to
    # fetchUserProfile everywhere", "make the sidebar collapsible on mobile", "squash the
    # last 3 commits")
    if n + code == minimum - 1:
        named = anchor(doc) or command(doc, "repo_operation") or _edit_of_a_thing(doc)
        if named is not None:
            return Outcome(passed_because=f'{n + code} content words, one under the minimum {minimum} for '
                           f'{doc.language}, but "{named.text}" at {named.start} names what to act on')
    return Outcome(
        fired=True,
        message=f"Only {n} content word{'s' if n != 1 else ''} (minimum {minimum} for {doc.language})",
    )
