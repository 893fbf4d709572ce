"""The bounds the user set in the history (gap 3 of SPEC G-4): their prohibitions, lifted by a later request or by the
sentence itself, and the objects they said they would handle themselves. Never invented: pasted program output, a
linter's "never used" or what a requested test is to check sets no bound."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import items, kept, mentions, prose, vocab
from honing.grounding.compose import Item, Source, quote
from honing.grounding.parts import asks, request_parts
from honing.sessions.model import Turn
from honing.text import lexicon

_CLAUSE = prose._CLAUSE
_LANGUAGES = frozenset(lexicon.LANGUAGES)


# pasted output, whose "cannot" is the program's ("RuntimeError: cannot …", "E   …", a linter's "4:35  Warning: 'Shift' is
# defined but never used"; not prose._NOT_PROSE: it drops "#  …" too)
OUTPUT_LINE = re.compile(r"\s*(?:E\s{2,}|Uncaught\s|\d+:\d+\s{2,}(?i:warning|error)\b|\[(?i:error|fatal|warn|warning|critical)\]|(?:ERROR|FATAL|WARN|WARNING|CRITICAL)[:\s]|"
                          r"\d{4}-\d\d-\d\d[ T]\d|(?:[Ee]rror|[Ff]atal|[Ww]arning)(?:\[\w+\])?:|raise\s|throw\s|"
                          r"[\w.]*(?:Error|Exception|Warning|Panic)\b:|Traceback\b|File \"|at\s+\S+\s*\(|panic:|goroutine\s)")


def constraint_items(turns: Sequence[Turn], put_off: list[tuple[int, str]], sentence: str = "",
                     target: str | None = None) -> list[Item]:
    """Boundaries the user actually set in the history read: their prohibitions, and the objects they said they would
    handle themselves (gap 3). Never invented. A prohibition that lasts until the user asks ("don't change anything yet")
    is lifted by a later request ("1 and 2 yes, fix those") or by the sentence itself; one that keeps out the file of
    the ``target`` the sentence was resolved to ("invoice export is being rewritten by sam so dont touch that", then
    "do the same there") is said to be lifted, not handed on as a bound."""
    out: list[Item] = []
    asked_now = asks_change(sentence)
    # (only a request lifts a bound, not a question about the file: "does invoices.csv have the same problem?")
    lifting = (asked_now or vocab.first(sentence, "same") is not None) and (not _QUESTION.search(sentence) or asked_now)
    for turn in reversed(turns):
        asked = asked_now or any(asks_change(t.user) for t in turns if t.index > turn.index)
        said = "\n".join(line for line in turn.user.split("\n") if not OUTPUT_LINE.match(line))
        for m in _CLAUSE.finditer(said):
            clause = m.group(0).strip()
            if asked and vocab.first(clause, "until_asked"):
                continue
            # (not what a test the user asks for is to check: "add a test that the output never has null ids"; but
            # "add a test that login works, but don't modify config.py" bounds the work after the test's content)
            banned = next((h for h in lexicon.find(clause, "prohibition", _LANGUAGES)
                           if not _ERROR_BEFORE.search(clause[:h.start])), None)  # (not an error's: "TypeError: Cannot …")
            if banned and not vocab.first(clause, "deferral") and not (
                    (check := vocab.first(clause, "checked")) is not None and check.end() <= banned.start
                    and not _APART.search(clause, check.end(), banned.start)):
                lifted = target is not None and lifting and names_file(_banning_piece(clause, banned.start), target)
                out.append(Item("Lifted" if lifted else "Constraint", f"turn {turn.index} says {quote(clause)}" + (
                    f"; your request now asks for the change in {target}" if lifted else ""), "constraint",
                    Source("history", turn=turn.index)))
    out = out[:3]
    # (not a clause that put off the very item the sentence now takes up: 「3 和 5 … 先放着」, then 「第3条也改了吧」)
    taken = items._numbers_taken(sentence) | ({n} if (n := items.ordinal(sentence)) else set())
    for turn_index, clause in put_off:
        if taken & {int(d) for d in re.findall(r"(?<![\d.])[1-9](?![\d.])", clause)}:
            continue
        # (「config.go は…管理だから触らないで」, then 「config.go のタイムアウトを30秒にして」: the request lifts it; not for the
        # other files the clause keeps: "i'll handle config.go and client.go myself later")
        if target is not None and lifting and names_file(clause, target):
            others = [m.value for m in mentions.find(clause) if m.kind in ("path", "location") and not names_file(m.value, target)]
            now = f"your request now asks for the change in {target}"
            if others:
                text = (f"the user said in turn {turn_index} {quote(clause)}; {now}, and {', '.join(others)} "
                        f"{'is' if len(others) == 1 else 'are'} still the user's")
            else:
                text = f"turn {turn_index} says {quote(clause)}; {now}"
            out.append(Item("Leave alone" if others else "Lifted", text, "constraint", Source("history", turn=turn_index)))
            continue
        out.append(Item("Leave alone", f"the user said in turn {turn_index} {quote(clause)}", "constraint",
                        Source("history", turn=turn_index)))
    return out


def names_file(text: str, path: str) -> bool:
    """``text`` names the file by its name on word bounds (`config.py`, not `webapp.py` for `app.py`) or by the words
    of a stem of two or more, each of three letters or more ("invoice export" for `InvoiceExport.cs`; not "main" for
    `main.go`, nor "proxy" for `x_y.py`)."""
    name = path.replace("\\", "/").rsplit("/", 1)[-1]
    if re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w])", text, re.IGNORECASE):
        return True
    parts = re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", name.rsplit(".", 1)[0])
    return len(parts) >= 2 and all(len(p) >= 3 for p in parts) and re.search(
        r"(?<![a-z0-9])" + r"[\s_-]*".join(map(re.escape, (p.lower() for p in parts))) + r"(?![a-z0-9])", text.lower()) is not None


def _banning_piece(clause: str, at: int) -> str:
    """The part of the clause, between commas, that holds the prohibition at ``at`` and what it bans ("invoice export
    is being rewritten … so dont touch that", not "fix the customer export only" before it)."""
    start = max(clause.rfind(c, 0, at) for c in ",;，；、") + 1
    ends = [i for c in ",;，；、" if (i := clause.find(c, at)) != -1]
    return clause[start:min(ends, default=len(clause))]


# the message of an error the clause quotes: "crashes with TypeError: Cannot read properties of null" (its "cannot" is the
# program's)
_ERROR_BEFORE = re.compile(r"[\w.]*(?:Error|Exception|Panic|error|exception)\s*[:：]\s*['\"“]?$")
_APART = re.compile(r"[,;，；、]|\b(?:but|and|except)\b|但是|但|不过|ただし|けど|でも")
_QUESTION = re.compile(r"[?？]\s*$|吗\s*$|(?:ですか|ますか|か)\s*$")


def asks_change(text: str) -> bool:
    """A clause of ``text`` asks for a change: a fix ("fix those", 「直して」, 「修一下」), a change in place ("set the
    timeout to 30s", 「30秒にして」), an approval ("go ahead") or an item by number ("do 3 though"), not in a question ("what would
    the fix for 3 look like?") nor beside a prohibition ("still don't change anything yet")."""
    return bool(asked_in(text))


def asked_in(text: str) -> list[str]:
    """The clauses of ``text`` that ask for a change (see `asks_change`); a request put as a polite question counts
    ("could you set the timeout in config.go to 30s?", 「…にしてもらえますか？」, 「…改成30秒可以吗」), a clause that
    keeps something as it is does not ("set config.go aside for now", 「config.go はそのままにして」)."""
    return [c for m in _CLAUSE.finditer(text) for c in request_parts(m.group(0), spaces=False)
            if (vocab.first(c, "repair") or vocab.first(c, "approval") or vocab.first(c, "change_request") or items._numbers_taken(c))
            and (not c.rstrip().endswith(("?", "？", "吗", "か")) or _politely_asked(c))
            and not lexicon.any_match(c, "prohibition", _LANGUAGES) and not vocab.first(c, "keep_as_is")]


def _politely_asked(clause: str) -> bool:
    """A question that asks for a change: "could you set …?", 「…にしてもらえますか？」; not "can you explain whether the
    fix needs config.js?" (its verb is no change, "fix" a noun)."""
    polite = vocab.first(clause, "polite_request")
    if polite is None:
        return False
    rest = clause[polite.end():].lstrip()
    return asks(rest) if re.match(r"\W*[A-Za-z]", rest) else True  # ("can you …": the verb after it asks for the change)


def deferred_clauses(turns: Sequence[Turn], referent: int | None = None) -> list[tuple[int, str]]:
    """The user's clauses that put something off, the last two; not a bare one (「先不管。」, naming
    nothing, or 「先不管它，…」 whose putting-off part names nothing) that put off the ``referent`` turn just before it,
    which the sentence takes up again."""
    out = []
    for turn in turns:
        for m in _CLAUSE.finditer(turn.user):
            # (the part that puts it off names nothing, 「先不管它，先把导出CSV加上表头」: its "it" is the referent)
            hit = vocab.first(m.group(0), "deferral")
            part = next((p.group(0) for p in prose._PIECE.finditer(m.group(0)) if hit and p.start() <= hit.start() < p.end()), "")
            if hit and not (referent is not None and turn.index == referent + 1 and not (
                    kept._named_in_deferral(m.group(0)) and kept._named_in_deferral(part))):
                out.append((turn.index, m.group(0).strip()))
    return out[-2:]
