"""The leftover of a rename: the sentence pastes an error that names a key the data no longer has ("KeyError:
'cust_id'"), and an edit of the session renamed that very name (`.rename(columns={"cust_id": "customer_id"})`, or
`"大区": "region_name"` rewritten as `"大区": "region"`). Where the project still spells the old name as a string, in a
file no edit of the session touched, is what the rename missed (`REGION_KEY = "region_name"` in the config the
agent never opened), not the frames that read it through that constant nor the rename itself."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from honing.grounding import vocab
from honing.grounding.blocks import enclosing
from honing.grounding.callees import path_parts
from honing.grounding.edits import added_lines, removed_lines
from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project
from honing.sessions.model import Turn


@cache
def _missing() -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p) for p in vocab.table()["renamed"]["missing"])


def _quoted(name: str) -> re.Pattern[str]:
    return re.compile(r"(['\"])" + re.escape(name) + r"\1")


def missing_names(sentence: str) -> list[str]:
    """The keys the errors the sentence pastes say are missing, in order, each once."""
    found = [m.group("name") for pattern in _missing() for m in pattern.finditer(sentence)]
    return list(dict.fromkeys(found))


def _maps(name: str, line: str) -> bool:
    """The line maps the quoted name to another quoted name (`{"cust_id": "customer_id"}`, `'cust_id' => 'customer_id'`)."""
    return re.search(_quoted(name).pattern + r"\s*(?::|=>|->)\s*['\"](?!" + re.escape(name) + r"['\"])[A-Za-z_][\w .-]*['\"]",
                     line) is not None


def _renamed_in(name: str, old: str, new: str) -> bool:
    """The edit renamed ``name``: it rewrote a line with another quoted name where the quoted name stood and nothing
    else changed (`"大区": "region_name",` → `"大区": "region",`), or wrote a rename that maps the quoted name to
    another (`.rename(columns={"cust_id": "customer_id"})`); not an edit that only moved or dropped lines saying it."""
    quoted = _quoted(name)
    written = [line.strip() for line in new.splitlines()]
    for line in (line.strip() for line in old.splitlines()):
        if (at := quoted.search(line)) is None:
            continue
        shape = re.compile(re.escape(line[:at.start()]) + r"(['\"])(?!" + re.escape(name) + r"['\"])[A-Za-z_][\w .-]*\1"
                           + re.escape(line[at.end():]))
        if any(shape.fullmatch(w) for w in written):
            return True
    return any("rename" in w.lower() and _maps(name, w) for w in written)


def leftover(project: Project | None, sentence: str, changes: Sequence[tuple[int, str, str, str]],
             found: list[Candidate], recorded_cwd: str | None = None) -> list[Candidate]:
    """``found`` led by the one place that still spells, as a string, a missing key the session's edits renamed, in a
    code or settings file (not a test) no edit touched; ``found`` itself when there is none, or several in different files of
    which the sentence's words name none ("the monday report job" names `jobs/report.py`)."""
    if project is None or not found or not changes:
        return found
    edited = {rel for _, path, _, _ in changes if (rel := project.relative(path, recorded_cwd))}
    code = [f for f in project.source_files() if f not in edited and not vocab.rules_for(f).is_test_file(f)]
    settings = [f for f in project.config_files() if f not in edited and f not in code]
    said = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", sentence)}
    for name in missing_names(sentence)[:3]:
        turns = [t for t, _, old, new in changes if _renamed_in(name, old, new)]
        if not turns:
            continue
        # (a string in code, or the bare key in a setting, `group_key: cust_id`; not a line that itself maps the old
        # name to the new, `LEGACY_HEADER = {"cust_id": "customer_id"}`)
        hits = [h for h in project.grep(_quoted(name), code, literals=(name,), limit=20)
                + project.grep(re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])"), settings, literals=(name,), limit=20)
                if not _maps(name, h.text)]
        files = {h.path for h in hits}
        if len(files) > 1:  # (several files still spell it: the one whose path the sentence names)
            files = {f for f in files if said & {p.lower() for p in path_parts(f)}}
        if len(files) != 1:
            continue
        hit = next(h for h in hits if h.path in files)
        start, end, symbol = enclosing(project, hit.path, hit.line)
        lead = max(f.weight for f in found)
        reason = (f"`{hit.text.strip()}` still spells `{name}`, the key the error says is missing, which the edit of "
                  f"turn {turns[-1]} renamed")
        return [Candidate(hit.path, start, end, symbol, [Vote(2 * lead, reason, hit.line, turns[-1])])] + found
    return found


# a function or member a pasted error says is missing: "format.formatPrice is not a function", "has no attribute 'x'",
# "undefined method `x'"
_MISSING_MEMBER = re.compile(r"([\w.$]+) is not a function|has no attribute '(\w+)'|undefined method [`'‘](\w+)['’]")


def missing_members(sentence: str) -> set[str]:
    """The functions or members a pasted error says are missing, by their own name (`formatPrice` of `format.formatPrice`)."""
    return {next(g for g in m.groups() if g).rsplit(".", 1)[-1] for m in _MISSING_MEMBER.finditer(sentence)}


def renamed_away(turns: Sequence[Turn], names: set[str]) -> set[str]:
    """Of ``names``, those the newest edit that wrote or took out a line saying them took out (`formatPrice`, written in
    turn 1 and renamed to `formatMoney` in turn 2): code that still calls them calls what is gone."""
    state: dict[str, bool] = {}
    for turn in turns:
        for call in turn.tools:
            added = {w for line in added_lines(call) for w in re.findall(r"\w+", line)}
            removed = {w for line in removed_lines(call) for w in re.findall(r"\w+", line)}
            state.update({n: n in added for n in names if n in added or n in removed})
    return {n for n, present in state.items() if not present}

