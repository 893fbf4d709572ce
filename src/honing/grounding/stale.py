"""A reader the agent's edit left behind: the sentence blames the edit ("since your presence change nobody shows up"),
and the edit rewrote a line so that it stopped using some names (`if (now - seen >= ONLINE_TTL_MS)` became `if (nowS -
seen >= ONLINE_TTL_S)`: the stored value is in seconds now), while one other line of code still uses all the old
line's names together (`return now - seen < ONLINE_TTL_MS;`). That line reads the value the old way and is where the
edit broke something; the lines the edit wrote are only its cause. Likewise when the edit only gave a setting another
number ("E_STALE_BID is still on every bid after your change" once `StaleAfterSeconds` went from 3 to 30): the one line
of code elsewhere that reads the setting (`TimeSpan.FromMilliseconds(options.Value.StaleAfterSeconds)`) is the place."""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher

from honing.grounding import vocab
from honing.grounding.blocks import _KEYWORDS, enclosing
from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project

_NUMBER = re.compile(r"(?<![\w.])\d+(?:[._]\d+)*")
_SETTING = re.compile(r"(?<![\w$])([A-Za-z_]\w*)[\"']?\s*[:=]\s*(-?\d[\d._]*)")  # a name given a number: `ttl = 3`, `"ttl": 3`
_NAME = re.compile(r"(?<![\w$])[A-Za-z_$][\w$]*")
_ALIKE = 0.75  # how alike a rewrite is to the line it replaced (difflib's ratio)
_MOST_LINES = 40  # the lines of one replacement compared with each other (a rewrite of a whole file is not one line's)
_SUFFIX = re.compile(r"(?<=[\w}])((?:\.[A-Za-z][A-Za-z0-9]{0,4}){1,3})(?=[\"'`])")  # the extensions a quoted name ends with
_FEWEST = 3  # the names an old line must use to be told from any other line that uses some of them


def _names(line: str) -> set[str]:
    return {n for n in _NAME.findall(line) if n not in _KEYWORDS and len(n) >= 2}


def _pairs(old: str, new: str) -> list[tuple[str, str]]:
    """Each line the edit took out with its rewrite: the line the edit wrote most like it, written nearly the same."""
    gone = [line.strip() for line in old.splitlines() if line.strip() and line.strip() not in new][:_MOST_LINES]
    came = [line.strip() for line in new.splitlines() if line.strip() and line.strip() not in old][:_MOST_LINES]
    out = []
    for line in gone:
        matchers = {c: SequenceMatcher(None, line, c) for c in came}
        alike = {c: m.ratio() for c, m in matchers.items() if m.real_quick_ratio() >= _ALIKE and m.quick_ratio() >= _ALIKE}
        best = max(alike, key=lambda c: (alike[c], c), default=None)
        if best is not None and alike[best] >= _ALIKE:
            out.append((line, best))
    return out


def _rewritten(old: str, new: str) -> list[tuple[set[str], set[str], str]]:
    """For each line the edit took out: its names, the names its rewrite no longer uses, and the rewrite (`if (nowS -
    seen >= ONLINE_TTL_S) {` for `if (now - seen >= ONLINE_TTL_MS) {`); a line with no rewrite is left out."""
    return [(names, dropped, best) for line, best in _pairs(old, new)
            if len(names := _names(line)) >= _FEWEST and (dropped := names - _names(best))]


def _resuffixed(old: str, new: str) -> list[tuple[str, str]]:
    """The file extension a rewrite gave the name it writes (`…-${stamp}.sql"` → `…-${stamp}.sql.gz"`): the old
    extension, and the rewrite."""
    out = []
    for line, best in _pairs(old, new):
        was, now = (_SUFFIX.findall(text) for text in (line, best))
        # (not .js → .json; but .tar.gz → .tar.zst, the last part of a double extension)
        out += [(a, best) for a, b in zip(was, now, strict=False) if a != b and (b.startswith(a + ".") or (
            a.count(".") >= 2 and b.count(".") >= 2 and a.rsplit(".", 1)[0] == b.rsplit(".", 1)[0]))]
    return out


def _revalued(old: str, new: str) -> list[tuple[str, str]]:
    """The settings the edit gave another number and nothing else (`StaleAfterSeconds { get; set; } = 3;` to `= 30;`,
    `"StaleAfterSeconds": 30`): each setting's name, and its new line."""
    came = [line.strip() for line in new.splitlines() if line.strip() and line.strip() not in old]
    out = []
    for line in (line.strip() for line in old.splitlines() if line.strip() and line.strip() not in new):
        shape = _NUMBER.sub("0", line)
        for rewrite in (c for c in came if _NUMBER.sub("0", c) == shape):
            # (the name whose number changed: `backoffMs` of `retries = 3, backoffMs = 100` → `… = 200`)
            before, after = (_SETTING.findall(re.sub(r"\{[^{}]*\}", "", text)) for text in (line, rewrite))
            out += [(name, rewrite) for (name, was), (_, now) in zip(before, after, strict=False) if was != now and len(name) >= 6]
    return out


def left_behind(project: Project, sentence: str, changes: Sequence[tuple[int, str, str, str]],
                found: list[Candidate], turn: int | None) -> list[Candidate]:
    """``found`` led by the one line of code, written by no edit since ``turn``, that still uses every name of a line
    the edit of ``turn`` rewrote without some of them, when the sentence blames the agent's edit; else, when that
    edit only gave a setting another number, by the one line of code outside the edited files that reads the setting
    (`TimeSpan.FromMilliseconds(options.Value.StaleAfterSeconds)`); or by the one line that still looks for names with the
    extension the edit stopped writing (`-name '*.sql'` once the dump is `.sql.gz`), which alone also leads when the
    sentence names the extension the edit writes now instead of blaming it (「.tar.zst 的备份一个都没被清过」); ``found``
    itself when no line, or more than one, does."""
    ours = [(path, old, new) for t, path, old, new in changes if t == turn]
    resuffixed = sorted({r for _, old, new in ours for r in _resuffixed(old, new)})
    # (or the sentence names the extension the edit writes now: 「.tar.zst 的备份一个都没被清过」)
    broke = vocab.first(sentence, "broke") is not None
    if turn is None or not found or not (broke or any(x in sentence for _, rewrite in resuffixed for x in _SUFFIX.findall(rewrite))):
        return found
    rewrites = [r for _, old, new in ours for r in _rewritten(old, new)] if broke else []
    written = {line.strip() for t, _, _, new in changes if t >= turn for line in new.splitlines()}
    code = [f for f in project.source_files() if not vocab.rules_for(f).is_test_file(f)]
    # (a setting whose name says a word of the sentence: `StaleAfterSeconds` for "E_STALE_BID is still on every bid")
    said = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", sentence)}
    values = [(name, rewrite) for _, old, new in ours for name, rewrite in _revalued(old, new)
              if said & {w.lower() for w in re.findall(r"[A-Z]?[a-z]{3,}|[A-Z]{4,}", name)}] if not rewrites and broke else []
    edited = {rel for path, _, _ in ours if (rel := project.relative(path))}
    wanted = sorted({n for _, dropped, _ in rewrites for n in dropped} | {name for name, _ in values})
    hits: dict[tuple[str, int], str] = {}
    # (or a pattern of file names that still matches the old extension: `-name '*.sql'` after the dump became `.sql.gz`)
    for was, rewrite in resuffixed:
        globbed = re.compile(r"\*" + re.escape(was) + r"(?![\w.])|[\"']" + re.escape(was) + r"[\"']")
        for hit in project.grep(globbed, code, literals=(was,)):
            if hit.text.strip() not in written:
                hits[(hit.path, hit.line)] = (f"`{hit.text.strip()}` still looks for names ending in `{was}`, which the edit of "
                                              f"turn {turn} no longer writes (`{rewrite}`)")
    if not wanted and not hits:
        return found
    pattern = re.compile(r"(?<![\w$])(?:" + "|".join(map(re.escape, wanted)) + r")(?![\w$])") if wanted else None  # (one round)
    for hit in project.grep(pattern, code, literals=tuple(wanted)) if pattern is not None else ():
        if hit.text.strip() in written:
            continue
        used = _names(hit.text)
        for names, dropped, rewrite in rewrites:
            if dropped & used and names <= used:
                hits[(hit.path, hit.line)] = (f"`{hit.text.strip()}` still uses the names the edit of turn {turn} stopped "
                                              f"using where it wrote `{rewrite}`")
        for name, rewrite in values:
            if name in used and hit.path not in edited:
                hits[(hit.path, hit.line)] = (f"`{hit.text.strip()}` reads `{name}`, whose value the edit of turn {turn} "
                                              f"changed (`{rewrite}`): how it is read, not the value, is what the sentence blames")
    if len(hits) != 1 or project.stopped:
        return found  # (none, several, or a search cut short: nothing leads)
    (path, line), reason = next(iter(hits.items()))
    start, end, symbol = enclosing(project, path, line)
    lead = max(f.weight for f in found)
    return [Candidate(path, start, end, symbol, [Vote(2 * lead, reason, line, turn)]), *found]
