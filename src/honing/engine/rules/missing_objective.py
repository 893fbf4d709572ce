from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from itertools import chain, islice

from honing.engine.rule import Context, Outcome
from honing.text import lexicon
from honing.text.segment import LIST_MARKER

_FIRST_WORD = re.compile(r"[A-Za-z][A-Za-z']*")


@cache
def _openers(lang: str) -> tuple[str, ...]:
    return tuple(w.lower() for w in lexicon.phrases(lang, "sentence_openers.imperative"))


@cache
def _openers_with_object() -> frozenset[str]:
    return frozenset(w.lower() for w in lexicon.phrases("en", "sentence_openers.imperative_with_object"))


@cache
def _lead_in() -> re.Pattern[str]:
    """The words a request may open with before its verb ("ok now run the tests"), with the
    spaces and commas after them."""
    words = sorted(lexicon.phrases("en", "sentence_openers.lead_in"), key=lambda w: (-len(w), w))
    return re.compile(r"(?:" + "|".join(re.escape(w) for w in words) + r")\b[\s,!.:;]*(?=\S)", re.I)


_LEAD_INS = 4  # lead-in words skipped at most ("ok so now just run it")


@cache
def _not_verbs() -> frozenset[str]:
    words = chain(lexicon.phrases("en", "sentence_openers.not_imperative"), lexicon.phrases("en", "stopwords"),
                  lexicon.phrases("en", "greeting"))
    return frozenset(w.lower() for w in words)


# a verb's particle before its object ("stub out the calls", "clean up this module")
_PARTICLE = r"(?:(?:out|up|down|off|over|back|away|in|on)\s+)?"
# what makes "Profile the endpoint" a command and "Profile of our customer" a noun: an object
_OBJECT = re.compile(r"\s+" + _PARTICLE + r"(?:(?:the|a|an|this|that|these|those|my|our|your|all|every|each|it|them"
                     r"|both|any)\b|`|[A-Z][A-Za-z0-9]*[A-Z_]|[a-z]+[A-Z_./]|/)")
# the object that makes any other first word a command: a determiner or a pronoun ("that"
# and "which" open relative clauses after a noun: "Functions that return None …")
_DETERMINED = re.compile(r"\s+" + _PARTICLE + r"(?:the|a|an|this|these|those|my|our|your|all|every|each|it|them"
                         r"|both|any|its|their)\b")


def _verb_like(word: str) -> bool:
    """Whether a first word that is on no list can be a verb in its bare form: not a listed
    function word, adverb or interjection (``sentence_openers.not_imperative``), and not
    shaped like an adverb, a past form, a gerund or a plural."""
    w = word.lower()
    if len(w) < 3 or not w.isalpha() or w in _not_verbs():
        return False
    if w.endswith(("ly", "ed", "ing")):
        return False
    return not (w.endswith("s") and not w.endswith(("ss", "us", "is")))


def _imperative_opener(ctx: Context) -> tuple[str, int] | None:
    """The first prose sentence or list item that opens with an imperative word (an
    English verb as its first word: a listed one, a listed noun-or-verb with an object, or
    any word that can be a bare verb with a determiner or pronoun after it; a Japanese or
    Chinese opener as its first characters)."""
    doc = ctx.doc
    english = frozenset(_openers("en"))
    cjk = tuple(w for lang in ("ja", "zh") if lang in doc.languages for w in _openers(lang))
    text = doc.text
    for s in doc.sentences:
        if not s.is_prose:
            continue
        marker = LIST_MARKER.match(text, s.start)
        at = marker.end() if marker else s.start
        for _ in range(_LEAD_INS):
            lead = _lead_in().match(text, at, s.end)
            if lead is None:
                break
            at = lead.end()
        m = _FIRST_WORD.match(text, at)
        if m and (m.group(0).lower() in english
                  or (m.group(0).lower() in _openers_with_object() and _OBJECT.match(text, m.end()))
                  or (_verb_like(m.group(0)) and _DETERMINED.match(text, m.end()))):
            return m.group(0), m.start()
        opener = next((w for w in cjk if text.startswith(w, at)), None)
        if opener is not None:
            return opener, at
    return None


def _unmarked(tasks: Iterator[lexicon.Hit], markers: Iterator[lexicon.Hit]) -> lexicon.Hit | None:
    """The first task hit that is not also a request marker's hit ("Please write…" passes because of "write", not of
    "Please"), read along both lists in step; None past ``_WALK`` task hits that all are (one character repeated
    half a million times: "请" is both), or when every one is. The bound can change only the evidence, never the
    outcome: a text that opens with more than a thousand request markers (`"Please, " * 1001 + "write …"`) is
    explained by its first task hit, "Please" at 0, where a full read would name "write"."""
    marker = next(markers, None)
    for task in islice(tasks, _WALK):
        while marker is not None and (marker.start, -marker.end) < (task.start, -task.end):
            marker = next(markers, None)
        if marker is None or (marker.start, marker.end) != (task.start, task.end):
            return task
    return None


_WALK = 1_000  # task hits read for the evidence, at most


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    tasks = doc.iter_hits("task")
    first = next(tasks, None)
    if first is not None:
        # the evidence names the task itself where there is one (hits read only as far as it takes)
        shown = _unmarked(chain((first,), tasks), doc.iter_hits("request_marker")) or first
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
