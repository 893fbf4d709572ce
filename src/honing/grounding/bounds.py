"""Where a named option's range ends: a sentence that says a command-line option includes or leaves out its
boundary wrongly ("`--until 10:00` still prints the 10:00:00 lines, README says until is exclusive", 「--until
现在把边界那一秒的日志也带出来了」) points at the one comparison in the project's code that uses the option's value,
whatever the history discussed. Nothing is proposed when no comparison, or more than one, uses it."""

from __future__ import annotations

import re

from honing.grounding import vocab
from honing.grounding.blocks import enclosing
from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project

_OPTION = re.compile(r"(?<![\w-])--([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?![\w-])")
_COMPARISON = re.compile(r"\s(?:<=?|>=?)\s")
COMMENT = re.compile(r"^\s*(?://|#(?:\s|$)|/\*|\*(?:\s|/|$)|--\s)")  # (not `#include`, `#[derive]`, `* factor)`)
_NOT_CODE = re.compile(r"\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'|\s(?://|#)[^\n]*")  # strings, a trailing comment


def _code_of(line: str) -> str:
    return _NOT_CODE.sub(" ", line)


def _spellings(option: str) -> set[str]:
    """The names code gives an option's value: `max-age` is max_age, maxAge (and itself, in a shell script)."""
    parts = option.split("-")
    return {option, "_".join(parts), parts[0] + "".join(p.title() for p in parts[1:])}


def compared(project: Project, sentence: str) -> Candidate | None:
    """The definition around the one line of code that compares the value of the option the sentence names, when
    the sentence says that option's boundary is wrong; of several such lines, the one where the option's name
    itself stands beside the comparison (`ts <= until`, not `f >= u` in a check of both ends)."""
    options = {m.group(1) for m in _OPTION.finditer(sentence)}
    if len(options) != 1 or not vocab.first(sentence, "boundary"):
        return None
    option = options.pop()
    names = "|".join(sorted(map(re.escape, _spellings(option))))
    named = re.compile(rf"(?<![\w$-])(?:{names})(?![\w$-])")
    beside = re.compile(rf"(?<![\w$-])(?:{names})\s*(?:<=?|>=?)\s|\s(?:<=?|>=?)\s*(?:[\w$]+\.)*(?:{names})(?![\w$-])")
    code = [f for f in project.source_files() if not vocab.rules_for(f).is_test_file(f)]
    # (the line's code: not a comment, whole or trailing, nor a string: `return i + 1; // wrap back` compares nothing)
    hits = [h for h in project.grep(named, code, literals=tuple(sorted(_spellings(option))))
            if not COMMENT.match(h.text) and named.search(said := _code_of(h.text)) and _COMPARISON.search(said)]
    near = [h for h in hits if beside.search(_code_of(h.text))]
    chosen = near if len(near) == 1 else hits if len(hits) == 1 else []
    if not chosen:
        return None
    hit = chosen[0]
    start, end, symbol = enclosing(project, hit.path, hit.line)
    alone = "no other line of code compares it" if len(hits) == 1 else "the one line where its name stands beside a comparison"
    reason = f"line {hit.line} compares the value of `--{option}`, the option whose boundary the sentence says is wrong: {alone}"
    return Candidate(hit.path, start, end, symbol, [Vote(3.0, reason, hit.line, None)])
