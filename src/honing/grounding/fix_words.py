"""Where the agent's reply says, in words, the fix goes: the file its fix clause names ("the fix belongs in the export,
not the model"), a name written as the place of a change ("in `parse`", 「`month_bounds` で」, 「在 `parse` 里」), or
the side of a pair it picks (「`useCart` 側で」); the mentions of that place weigh three times."""

from __future__ import annotations

import re
from dataclasses import replace

from honing.grounding import mentions, vocab
from honing.grounding.places import Sourced
from honing.grounding.prose import _CLAUSE, _prose, _readable
from honing.sessions.model import Turn

# a name written as the place of a change: "in `parse`", 「`month_bounds` で」, 「在 `parse` 里」, "fixing `isStandupDay` fixes both"
_AT_SYMBOL = re.compile(r"(?:\bin\s+|在\s*|\bfixing\s+)`([^`\n]+?)(?:\(\))?`|`([^`\n]+?)(?:\(\))?`\s*(?:側|の中|里|中|内)?(?:で|に)(?![はも])")
_PREMISE = re.compile(r"[,;]\s*(?:and\s+)?(?:so|which means|therefore|hence)\s*$", re.IGNORECASE)
_SIDE = re.compile(r"`([^`\n]+?)(?:\(\))?`\s*(?:側|のほう|の方)(?:を|で|に)")
_NOT = re.compile(r",?\s+(?:not|rather than|instead of)\s+|(?:而不是|而非|ではなく)", re.IGNORECASE)
_KANA = re.compile(r"[\u3041-\u309f]")
_PATH_PARTS = re.compile(r"[/\\._:-]+")
_LINE_SAID = re.compile(r"第\s*(\d+)\s*行|(\d+)\s*行目|\bline\s+(\d+)", re.IGNORECASE)


def fix_named_in_words(turn: Turn, out: list[Sourced]) -> list[Sourced]:
    """The reply's clause that says where the fix goes names its file in plain words and no
    path ("The fix is to give it a unit in the staging ConfigMap"): the place whose path those
    words spell, by two or more of its parts (none of the parts of many paths: src, app, tests)
    and more of them than any other place's, counts three times; so does, by one part, the place
    the reply gave at the line the clause says (「把 store 第 35 行改成 …」). Words after "not" name the
    place ruled out. A clause that names no file but one symbol as the place of the change (「直すなら
    `month_bounds` で …」, "the fix is in `parse`") counts that symbol three times."""
    prose = _prose(_readable(turn.assistant))
    words: set[str] = set()
    named: set[str] = set()
    symbols: set[str] = set()
    lines: set[int] = set()
    for clause in _CLAUSE.finditer(prose):
        said = _NOT.split(clause.group(0))[0]  # "in the nginx config, not in the app config"
        fix = vocab.first(said, "fix_place")
        if (marker := fix or vocab.first(said, "cause_at")):
            # (the files after the marker, when it names any: "raised in tasks.py, but the root cause is in
            # feature_store.py"; a cause named without its file names none)
            after = re.split(r"[,，;；]", said[marker.start():], maxsplit=1)[0]  # (「bug 在…；`tests/x.py` 只测了…」)
            # (not a file said in a premise before it that clears it: "`fetchTickets` already takes an `AbortSignal`
            # (client.ts line 16), so the fix is small: … in the effect"; "… pager.ts line 40 stops one short, so the fix is
            # to use `<=` there" names its place)
            premise = _PREMISE.search(said[:marker.start()]) is not None and vocab.first(said[:marker.start()], "exonerate") is not None
            files = ({_file_of(m.value).rsplit("/", 1)[-1] for m in mentions.find(after) if m.kind in ("location", "path")}
                     or ({_file_of(m.value).rsplit("/", 1)[-1] for m in mentions.find(said) if m.kind in ("location", "path")}
                         if fix and not premise else set()))
            named |= files
            words |= set() if files or not fix else vocab.path_words(said)
            lines |= set() if files or not fix else {int(n) for m in _LINE_SAID.finditer(after) for n in m.groups() if n}
            # (or, naming no file, the one symbol it names as the place: 「直すなら `month_bounds` で `ZoneInfo(…)` を使う形です」)
            found = mentions.find(after) if fix and not files else []
            named_here = {m.value for m in found if m.kind == "symbol" and not any(
                c.kind == "code" and c.start == m.start for c in found)}  # (not the callee of quoted code: `ZoneInfo(…)`)
            # (or, of two names, the one said as the side to change: 「`_dept_filter` 側を `dept` に合わせる」)
            side = {m.group(1) for m in _SIDE.finditer(after)} & named_here
            # (or the one said as where the change goes, beside a library's call it brings: 「修法是在 `rolling_min` 里改用
            # `np.nanmin`」; not one of two places, 「`parse_file` 側で…のと、`parse_line` 側でも…」)
            at = {m.group(1) or m.group(2) for m in _AT_SYMBOL.finditer(after)} & named_here
            brought = all(re.search(rf"`[\w$]+\.{re.escape(n)}(?:\(\))?`", after) for n in named_here - at)
            symbols |= side if len(side) == 1 else (at if len(at) == 1 and brought else set())
    if not named and len(symbols) == 1:
        return [replace(s, mention=replace(s.mention, weight=s.mention.weight * 3.0))
                if s.mention.kind == "symbol" and s.mention.value in symbols else s for s in out]
    if len(named) == 1:
        # 「`sidekiq.yml` の `mailer` を `mailers` に直せば」: the one file the fix clauses name
        return [replace(s, mention=replace(s.mention, weight=s.mention.weight * 3.0))
                if s.mention.kind in ("location", "path") and _file_of(s.mention.value).rsplit("/", 1)[-1] in named
                else s for s in out]
    if not words:
        return _offered_side(prose, out)
    # (a folder's word and a line number, 「把 store 第 35 行改成 …」: the place the reply gave that line in, in that folder)
    said_at = {_file_of(s.mention.value) for s in out if s.mention.kind == "location" and s.mention.line in lines
               and words & set(_PATH_PARTS.split(s.mention.value.lower()))}
    if len(said_at) == 1:
        return [replace(s, mention=replace(s.mention, weight=s.mention.weight * 3.0))
                if s.mention.kind == "location" and _file_of(s.mention.value) in said_at and s.mention.line in lines else s
                for s in out]
    shared: dict[str, int] = {}
    for s in out:
        if s.mention.kind in ("location", "path"):
            shared[s.mention.value] = len(words & set(_PATH_PARTS.split(s.mention.value.lower())))
    best = max(shared.values(), default=0)
    files = {_file_of(v) for v, n in shared.items() if n == best}
    if best < 2 or len(files) != 1:
        return out
    return [replace(s, mention=replace(s.mention, weight=s.mention.weight * 3.0))
            if s.mention.kind in ("location", "path") and shared.get(s.mention.value) == best else s for s in out]


def _offered_side(prose: str, out: list[Sourced]) -> list[Sourced]:
    """A reply that names no place of the fix in a fix clause but ends by offering to change one side by a word of
    its path ("The controller side is the right one. Want me to change the mailer?"): the one file of the reply's
    places that the offer's words name (app/mailers/digest_mailer.rb) counts three times."""
    clauses = [c.group(0) for c in _CLAUSE.finditer(prose)]
    # (its object after the offer's words, "Want me to change the mailer?", 「要我改一下 mailer 吗」; before them in Japanese,
    # 「mailer を直しましょうか」)
    offer = next((m.string[:m.start()] if _KANA.search(m.group(0)) else m.string[m.end():]
                  for c in reversed(clauses) if (m := vocab.first(c, "offer"))), "")
    words = vocab.path_words(offer)
    files = {_name_of(s.mention.value) for s in out if s.mention.kind in ("location", "path")
             and words & set(_PATH_PARTS.split(s.mention.value.lower()))}
    if len(files) != 1:
        return out
    return [replace(s, mention=replace(s.mention, weight=s.mention.weight * 3.0))
            if s.mention.kind in ("location", "path") and _name_of(s.mention.value) in files else s for s in out]


def _name_of(value: str) -> str:
    """The file's own name, whether the reply wrote its path or its name alone."""
    return _file_of(value).rsplit("/", 1)[-1]


def _file_of(value: str) -> str:
    return value.replace("\\", "/").removeprefix("./").lower()
