from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from itertools import compress, repeat
from operator import add, itemgetter, mul, not_

from honing.engine.rule import Context, Outcome
from honing.text import lexicon
from honing.text.segment import LIST_MARKER

_START, _END = itemgetter(0), itemgetter(1)
_FIRST_WORD = re.compile(r"[A-Za-z][A-Za-z']*")


@cache
def _openers(lang: str) -> tuple[str, ...]:
    return tuple(w.lower() for w in lexicon.phrases(lang, "sentence_openers.imperative"))


@cache
def _openers_with_object() -> frozenset[str]:
    return frozenset(w.lower() for w in lexicon.phrases("en", "sentence_openers.imperative_with_object"))


# what makes "Profile the endpoint" a command and "Profile of our customer" a noun: an object
_OBJECT = re.compile(r"\s+(?:(?:the|a|an|this|that|these|those|my|our|your|all|every|each|it|them|both|any)\b"
                     r"|`|[A-Z][A-Za-z0-9]*[A-Z_]|[a-z]+[A-Z_./]|/)")


def _imperative_opener(ctx: Context) -> tuple[str, int] | None:
    """The first prose sentence or list item that opens with an imperative word (an
    English verb as its first word; a Japanese or Chinese opener as its first characters)."""
    doc = ctx.doc
    english = frozenset(_openers("en"))
    cjk = tuple(w for lang in ("ja", "zh") if lang in doc.languages for w in _openers(lang))
    text = doc.text
    for s in doc.sentences:
        if not s.is_prose:
            continue
        marker = LIST_MARKER.match(text, s.start)
        at = marker.end() if marker else s.start
        m = _FIRST_WORD.match(text, at)
        if m and (m.group(0).lower() in english
                  or (m.group(0).lower() in _openers_with_object() and _OBJECT.match(text, m.end()))):
            return m.group(0), m.start()
        opener = next((w for w in cjk if text.startswith(w, at)), None)
        if opener is not None:
            return opener, at
    return None


def _spans(hits: list[lexicon.Hit], width: int) -> Iterator[int]:
    """Each hit's span as one int, ``start * width + end``, in C passes and without a
    tuple per hit ("请" * 500,000 has half a million hits of each category, and as many
    tuples woke the garbage collector over and over)."""
    return map(add, map(mul, map(_START, hits), repeat(width)), map(_END, hits))


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    task = doc.find("task")
    if task:
        # the evidence names the task itself where there is one: "Please write…" passes
        # because of "write", not of the request marker before it
        markers = set(_spans(doc.find("request_marker"), len(doc.text) + 1))
        unmarked = compress(task, map(not_, map(markers.__contains__, _spans(task, len(doc.text) + 1))))
        shown = next(unmarked, task[0])
        return Outcome(passed_because=f'task keyword "{shown.text}" at {shown.start}')
    opener = _imperative_opener(ctx)
    if opener is not None:
        return Outcome(passed_because=f'imperative "{opener[0]}" at {opener[1]}')
    question = doc.find("question")
    if question:
        return Outcome(passed_because=f'question "{question[0].text}" at {question[0].start}')
    if ctx.intent.name not in ("general", "chat"):
        return Outcome(passed_because=f"intent {ctx.intent.name} detected")
    return Outcome(fired=True, message="No task keyword, imperative or question: the prompt does not say what to do")
