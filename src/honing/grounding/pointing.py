"""Whether the sentence points back at the session at all (SPEC G-6: evidence is moved, never made).

An agent hook grounds every prompt a user submits. Most point back at the session ("fix it", 「それ直して」, "do the
cent thing"), but not all: a slash command for the agent (``/compact``), thanks at the end of the day, a question
about something else, a new task that names its own file ("add type hints to report.py"). Handing such a sentence the
newest defect of the history would put words in the user's mouth.

A sentence points back when it says a phrase of a category that ties a request to what was discussed (a pointing
phrase, a repair verb, a defect word, an approval, an ordinal …; :data:`CUES`), takes an item by number, or shares a
content word with the turns in the window. Otherwise it points at nothing there: the sentence's own mentions, if it
names any, are all that is grounded, and without them nothing is."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import vocab
from honing.grounding.candidates import Plan
from honing.grounding.cited import unseen_source
from honing.grounding.items import _numbers_taken, ordinal
from honing.grounding.prose import _readable, _said_in, _stem, keywords
from honing.grounding.shapes import says_symptom
from honing.sessions.model import Turn

CUES = (
    "deictic", "request", "repair", "defect", "defect_noun", "still", "broke", "approval", "proposed", "proposal",
    "affirm", "continuation", "redo", "remaining", "other", "refers_back", "ties_back", "mentioned", "pointed_out",
    "earliest", "same", "also", "resume", "resume_topic", "symptom_short", "nickname", "pasted", "done_mark",
    "confirmed", "pushback", "test_request", "hand_over", "review_request", "make_pass", "reverted", "partial_fix",
    "missed", "run_failed", "recommended", "postpone", "any_one", "test_instead", "test_outdated", "passes_locally",
    "points_back", *(f"ordinal_{n}" for n in range(1, 10)),
)
"""The phrase categories (``data/grounding.toml``) whose every phrase ties a sentence to what was discussed
(``points_back`` is read here only: "now the batching", 「プロパティテストのやつ、戻して」, 「又报 E1003 了」)."""

_SLASH = re.compile(r"\s*(/[A-Za-z][\w:-]*)[.!]?(?:\s|$)")  # "/compact", "/review focus on tests", "/compact."


def slash_command(sentence: str) -> str | None:
    """The agent command a sentence opens with (``/compact``), or None: not a path ("/src/app.py:3 fails", "/tmp
    fills up": a folder of the file system, table ``paths.root_folders``) nor a label ("/login: 500")."""
    m = _SLASH.match(sentence)
    word = m.group(1) if m else ""
    if not word or word.endswith(":") or word[1:].lower() in vocab.table()["paths"].get("root_folders", ()):
        return None
    return word


def cued(sentence: str) -> bool:
    """Whether the sentence says a phrase that ties it to the discussion, or takes an item by number. A bare pointing
    word (it, それ, 这; table ``bare_deictic``) alone does not: "what time is it"."""
    sentence = _readable(sentence)  # (a pasted log of 100 KB is read at its head and tail, as everywhere)
    if any(vocab.first(sentence, c) for c in CUES if c != "deictic") or ordinal(sentence) or _numbers_taken(sentence):
        return True
    bare = {w for lang in vocab.LANGUAGES for w in vocab.table()[lang].get("bare_deictic", ())}
    return any(m.group(0).lower() not in bare for m in vocab.find_all(sentence, "deictic"))


def _said(turns: Sequence[Turn]) -> list[str]:
    """What each turn says, lower-cased: the user's and the agent's words, and the agent's tool calls (its edits too)."""
    return [f"{_readable(t.user)}\n{_readable(t.assistant)}\n".lower() + "\n".join(
        f"{_readable(c.arguments)}\n{_readable(c.result or '')}" for c in t.tools).lower() for t in turns]


def _shares(keys: set[str], said: list[str]) -> bool:
    return any(_said_in(_stem(k), text) for k in keys for text in said)


def nowhere(sentence: str, turns: Sequence[Turn], *, pointing: bool | None = None,
            said: list[str] | None = None) -> str | None:
    """Why the sentence points at nothing in these turns; None when it points back (or there are none to read). A
    sentence of no content word at all ("why?", 「なんで？」, "are you sure?") follows up on what was just said."""
    said = _said(turns) if said is None else said
    command = slash_command(sentence)  # (one whose other words point back is a request: "/checkout still 500s, fix it")
    if command is not None and not cued(sentence.strip()[len(command):]) and not any(
            re.search(rf"(?<![\w/]){re.escape(command.lower())}(?![\w-])", text) for text in said):
        return f"the sentence is an agent command ({command}), not a request about the session"  # (not a route it discusses)
    if cued(sentence) if pointing is None else pointing:
        return None
    if not turns:
        return None
    keys = keywords(_readable(sentence))
    if not keys or _shares(keys, said):
        return None
    return "the sentence says no word of the turns read and no phrase that points back at them"


def narrowed(plan: Plan, sentence: str, turns: Sequence[Turn]) -> Plan:
    """``plan`` without the history's candidates when the sentence does not point back at the turns: its own mentions
    alone when it names something and says no phrase that points back and no other word of the turns ("add type hints
    to report.py", not "in pricing.py, return 0.0 for empty carts"), nothing when it names nothing either."""
    if not plan.candidates and unseen_source(sentence, turns) is not None:
        return plan  # (its reason says more: the person or tracker cited that no turn mentions)
    pointing, said = cued(sentence), _said(turns)
    why = nowhere(sentence, turns, pointing=pointing, said=said)
    if why is None and turns and plan.own and not pointing:
        named = {w for s in plan.own for w in keywords(s.mention.value)} | {s.mention.value.lower() for s in plan.own}
        if not _shares({k for k in keywords(_readable(sentence)) if k not in named and not any(k in n for n in named)},
                       said):
            why = "the sentence names its own object, and no phrase of it points back at the session"
    # (a symptom whose cause has a shape the agent's edit wrote ties the sentence to that edit, whatever its words:
    # 「件数も減ってる」 and the inner `merge` of turn 2)
    if why is None or (plan.candidates and plan.candidates[0].decisive and says_symptom(sentence)):
        return plan
    return Plan(plan.phrase, plan.own, (), (), why, plan.excluded)
