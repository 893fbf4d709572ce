"""One hop down the call graph: from a located function to the function it calls that the
discussion describes in words (``described_callee``), that the user's sentence names in
words (``named_callee``), that an edit of the window added (``added_callee``), or that takes a
value the sentence says does nothing and never uses it (``dropping_callee``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import vocab
from honing.grounding.blocks import (
    _CALLED,
    _KEYWORDS,
    _defined_name,
    _definitions,
    block_end,
    definition_span,
)
from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project


def _name_parts(name: str) -> list[str]:
    """compareIdent → compare, ident; parse_range → parse, range."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name).replace("_", " ")
    return [p.lower() for p in spaced.split() if p]


def _said(part: str, words: set[str]) -> bool:
    need = min(len(part), 4)  # a shared stem: applied ~ apply, comparison ~ compare
    return any(len(w) >= 3 and w[:need] == part[:need] for w in words)


_TYPE_DEFINITION = re.compile(r"^\s*(?:export\s+|public\s+|pub\s+|data\s+|abstract\s+|final\s+|sealed\s+)*"
                              r"(?:class|struct|type|interface|record|enum)\s")
_FILE_NAMED = re.compile(r"[\w./\\-]+\.[A-Za-z]{1,5}(?::\d+)?(?![\w])")


def described_callee(project: Project, located: Candidate, prose: str) -> Candidate | None:
    """One hop down the call graph: when the agent blames a step of the located function
    in words rather than by name ("the last step of `Compare`, the pre-release
    comparison"), the function it calls whose name is made of those words
    (``comparePre``) is the place. Only a single such callee, defined in the project, is
    followed; a callee the text names outright is left to the ordinary votes."""
    if located.symbol is None or located.start_line is None or located.end_line is None or not prose:
        return None
    lines = project.lines(located.path)
    body = "\n".join(lines[located.start_line:located.end_line])
    callees = set(_CALLED.findall(body)) - {located.symbol} - _KEYWORDS
    named = set(re.findall(r"[\w$]+", prose))
    described: set[str] = set()
    owner = re.compile(rf"(?<![\w$]){re.escape(located.symbol)}(?![\w$])")
    # the step is described in the clause that names the located function, in the words
    # of the prose, not of the code it quotes (`tile()` names tile, it describes no step)
    for clause in re.split(r"(?<=[.!?;])\s+|[。！？；\n]", prose):
        if not owner.search(clause):
            continue
        # (nor in the name of a file it points at: "ringbuf.c:37" describes no `ringbuf_count`)
        words = set(re.findall(r"[a-z]+", _FILE_NAMED.sub(" ", re.sub(r"`[^`\n]*`", " ", clause)).lower()))
        described.update(c for c in callees if c not in named and len(parts := _name_parts(c)) >= 2
                         and all(_said(p, words) for p in parts))
    if len(described) != 1:
        return None
    return _hop(project, located, described.pop(), "the step the discussion describes")


# words a predicate's or an accessor's name starts with, which a sentence leaves out ("reverse charge" for `is_reverse_charge`)
_NAME_VERBS = frozenset(("is", "has", "get", "set", "should", "can", "do", "to", "check"))


def _said_parts(name: str) -> list[str]:
    """The words of ``name`` a sentence would say: without a leading `is`, `get` …"""
    parts = _name_parts(name)
    return parts[1:] if parts and parts[0] in _NAME_VERBS else parts


def named_callee(project: Project, located: Candidate, sentence: str) -> Candidate | None:
    """One hop down the call graph by the sentence's own words: the located function calls a
    function of the project whose name the sentence says in words, apart ("reverse charge のやつ"
    for `is_reverse_charge`, called by the located `vat_rate_for`), while the located name's
    own words are not all said. Two words at least, of three letters or more, besides a leading
    `is`, `get` …; one such callee only, defined in the project."""
    if located.symbol is None or located.start_line is None or located.end_line is None:
        return None
    words = set(re.findall(r"[a-z]+", re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", sentence).lower()))
    if all(_said(p, words) for p in _said_parts(located.symbol)):
        return None
    body = "\n".join(project.lines(located.path)[located.start_line:located.end_line])
    named = set(re.findall(r"[\w$]+", sentence))
    said = {c for c in set(_CALLED.findall(body)) - {located.symbol} - _KEYWORDS - named
            if len(parts := _said_parts(c)) >= 2 and all(
                len(p) >= 3 and p in words for p in parts)}  # ("tap Sign in twice" names no `signIn`)
    return _hop(project, located, said.pop(), "the sentence says its name in words") if len(said) == 1 else None


def added_callee(project: Project, found: list[Candidate], changes: Sequence[tuple[int, str, str, str]],
                 recorded_cwd: str | None) -> list[Candidate]:
    """A failing test calls the located function (`plan_renames`), which now calls a function an edit of the
    window defined (`names = resolve_conflicts([...])`, beside a new `def resolve_conflicts`): the new
    function leads ``found``, with the located one's votes and one more. One such function only."""
    top = found[0] if found else None
    if top is None or top.symbol is None or top.start_line is None or top.end_line is None:
        return found

    def names(text: str, path: str) -> set[str]:
        return {n for line in text.splitlines() if (n := _defined_name(vocab.rules_for(path), line))}
    added = set().union(*(names(new, path) - names(old, path) for _, path, old, new in changes
                          if not vocab.is_test_path(path))) - {top.symbol}
    body = "\n".join(project.lines(top.path)[top.start_line:top.end_line])
    # (a shell function is called as a command, where a command starts: `if should_prune "$day" "$cutoff"; then`; not
    # a word `echo` prints or a comment says)
    shell = top.path.endswith((".sh", ".bash", ".zsh"))
    called = {n for n in added if re.search(rf"(?:^|[;&|(`!]|\b(?:if|then|do|else|elif|while|until))[ \t]*{re.escape(n)}(?![\w-])"
                                             if shell else rf"(?<![\w$.]){re.escape(n)}\s*\(", body, re.MULTILINE)}
    hop = _hop(project, top, called.pop(), "which an edit of the session added") if len(called) == 1 else None
    return [hop, *found] if hop is not None else found


def _hop(project: Project, located: Candidate, callee: str, why: str) -> Candidate | None:
    """The definition of ``callee``, which ``located`` calls (one only, in its file if there is one
    there; no type built by the call), carrying ``located``'s votes and one for the hop."""
    assert located.symbol is not None
    if (place := _defined(project, located, callee)) is None:
        return None
    rel, line = place
    start, end, _ = definition_span(project, rel, line, callee)
    turn = located.votes[0].turn if located.votes else None
    vote = Vote(located.weight, f"`{located.symbol}` calls `{callee}`, {why}", None, turn)
    return Candidate(rel, start, end, callee, [*located.votes, vote])


def _defined(project: Project, located: Candidate, callee: str) -> tuple[str, int] | None:
    """Where ``callee`` is defined: one place outside the tests, in the located function's file if there is one there;
    not a type, whose call builds a value (`BinOp(...)` for "binary operators" is no step of the work)."""
    places = [(r, ln) for r, ln in _definitions(project, [callee]).get(callee, [])
              if not vocab.rules_for(r).is_test_file(r)]
    places = [(r, ln) for r, ln in places if r == located.path] or places
    if len(places) != 1:
        return None
    rel, line = places[0]
    return None if _TYPE_DEFINITION.match(project.lines(rel)[line - 1] if 0 < line <= len(project.lines(rel)) else "") else (rel, line)


# a value named as an argument, `normalize(kana=False)`; a name written as code, snake_case or camelCase (`max_delay`)
_KEYWORD_ARGUMENT = re.compile(r"[(,]\s*([A-Za-z_]\w*)\s*=(?!=)")
_IDENTIFIER = re.compile(r"(?<![\w$])(?:[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+|[a-z]+[A-Z][A-Za-z0-9]*)(?![\w$])")


def dropping_callee(project: Project, located: Candidate, sentence: str) -> Candidate | None:
    """For "max_delay does nothing": the located function passes the value the sentence names to a function of
    the project that takes it as a parameter and never uses it (`_make_backoff(…, max_delay, …)` builds its
    `Backoff(...)` without it). One such callee only."""
    if located.symbol is None or located.start_line is None or located.end_line is None or not vocab.first(sentence, "defect"):
        return None
    names = set(_IDENTIFIER.findall(sentence)) | set(_KEYWORD_ARGUMENT.findall(sentence))  # (「normalize(kana=False) 効いてなくない？」)
    body = "\n".join(project.lines(located.path)[located.start_line - 1:located.end_line])
    dropping: set[str] = set()
    for callee in set(_CALLED.findall(body)) - {located.symbol} - _KEYWORDS:
        calls = [body[m.end():m.end() + 300].split(")")[0] for m in re.finditer(rf"(?<![\w$.]){re.escape(callee)}\s*\(", body)]
        passed = {n for n in names for call in calls if re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", call)}
        if not passed:
            continue  # (searched for only when it is handed the value: each search spends the run's budget)
        if (place := _defined(project, located, callee)) is None:
            continue
        rel, line = place
        every = project.lines(rel)
        lines = every[line - 1:block_end(every, line, vocab.rules_for(rel).block)]  # (the whole body: a use may come late)
        head = next((k for k, text in enumerate(lines) if ")" in text), 0) + 1  # (the signature, to its closing paren)
        signature, rest = "\n".join(lines[:head]), "\n".join(lines[head:])
        if any(re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", signature)
               and not re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])(?!\s*=(?!=))", rest) for n in passed):  # (`kana=True` names another's)
            dropping.add(callee)
    return _hop(project, located, dropping.pop(), "which takes the value the sentence names and never uses it") if len(
        dropping) == 1 else None


def path_parts(path: str) -> list[str]:
    """A path's words, lower-cased, its camelCase names apart: src/hooks/useBodyScrollLock.ts → src, hooks, use, body,
    scroll, lock, ts (and the whole name, usebodyscrolllock)."""
    out = []
    for part in re.split(r"[/._\-]", path):
        pieces = _name_parts(part)
        out += [w.lower() for w in [part, *(pieces if len(pieces) > 1 else ())] if w]
    return out
