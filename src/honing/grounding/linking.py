"""A linker's error is the build's: the code compiled, and what failed is how the build puts
the pieces together ("undefined reference to `tabular::TsvWriter::write_row(...)'" after a
new source went into the wrong target). The places such an error points at are build-file
lines: those that name the source defining the missing symbol, or, for a symbol from a
library, those that say what the target links."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import cast

from honing.grounding import vocab
from honing.grounding.places import Candidate, Vote, _rank
from honing.grounding.project import Project

# the places in code weigh this much beside build-file lines a linker's error points at
# (every source compiled before the linker ran)
CODE_FACTOR = 0.1
SOURCE_VOTE = 3.0  # a build-file line naming the source that defines a missing symbol
TARGET_VOTE = 1.0  # a build-file line that says what the target being linked links

_TEMPLATE = re.compile(r"<[^<>]*>")
_NAME = re.compile(r"[A-Za-z_~][\w~]*(?:::[A-Za-z_~][\w~]*)*")
_STATEMENT_WORDS = frozenset({"return", "if", "while", "for", "switch", "else", "case", "new", "delete", "throw"})


@cache
def _table() -> tuple[tuple[re.Pattern[str], ...], tuple[re.Pattern[str], ...]]:
    raw = vocab.table()["linking"]
    return (tuple(re.compile(p, re.MULTILINE) for p in raw["undefined"]),
            tuple(re.compile(p) for p in raw["target"]))


def errors(text: str) -> tuple[list[tuple[str, ...]], list[str]]:
    """The symbols a pasted link error could not resolve, each as its qualified parts
    (`tabular::TsvWriter::write_row(…)` → tabular, TsvWriter, write_row), and the targets it
    was linking; both in order of appearance, once each."""
    undefined_patterns, target_patterns = _table()
    names: dict[tuple[str, ...], None] = {}
    for pattern in undefined_patterns:
        for m in pattern.finditer(text):
            said = next((g for g in m.groups() if g), "")
            parts = _parts(said)
            if parts:
                names.setdefault(parts, None)
    targets: dict[str, None] = {}
    if names or any(w in text for w in ("ld returned", "LNK11", "linker command failed")):
        for pattern in target_patterns:
            for m in pattern.finditer(text):
                targets.setdefault(m.group(1).rsplit("/", 1)[-1], None)
    return list(names), list(targets)


def _parts(said: str) -> tuple[str, ...]:
    """The qualified name of a demangled symbol, without its parameters, templates and
    return type (`public: __cdecl a::B::B(class std::ostream &)` → a, B, B)."""
    head = said.split("(", 1)[0]
    for _ in range(8):  # nested template arguments, innermost first (bounded)
        stripped = _TEMPLATE.sub("", head)
        if stripped == head:
            break
        head = stripped
    found = _NAME.findall(head)
    return tuple(found[-1].split("::")) if found else ()


def _build_files(project: Project) -> list[str]:
    raw = vocab.table()["linking"]
    names, exts = tuple(raw["build_names"]), tuple(raw["build_extensions"])
    return [f for f in project.files() if f.rsplit("/", 1)[-1] in names or f.endswith(exts)]


def _defined_in(project: Project, names: Sequence[tuple[str, ...]]) -> dict[tuple[str, ...], list[str]]:
    """The compiled sources (not headers) that define each symbol: `Owner::name(` for a
    member, a line that opens a function `name(` for a free one."""
    exts = tuple(vocab.table()["linking"]["compiled_extensions"])
    files = [f for f in project.files() if f.lower().endswith(exts)]
    if not files or not names:
        return {}
    wanted = {n: re.compile(rf"(?<![\w:]){re.escape('::'.join(n[-2:]))}\s*\(" if len(n) > 1
                            else rf"^[\w:<>,*& \t~]*?(?<![\w:.>]){_c_name(n[-1])}\s*\(", re.MULTILINE) for n in names}
    pattern = re.compile("|".join(f"(?:{p.pattern})" for p in wanted.values()), re.MULTILINE)
    out: dict[tuple[str, ...], list[str]] = {}
    for hit in project.grep(pattern, files, literals=tuple(sorted({n[-1].lstrip("_") or n[-1] for n in names}))):
        code = hit.text.strip()
        first = code.split(None, 1)[0] if code else ""
        if code.endswith(";") or first in _STATEMENT_WORDS or code.startswith(("//", "/*", "*", "#")):
            continue  # a declaration, a call, a comment: no definition
        for name, p in wanted.items():
            if p.search(hit.text) and hit.path not in out.get(name, []):
                out.setdefault(name, []).append(hit.path)
    return out


def _built_names(path: str) -> tuple[str, str, str]:
    name = path.rsplit("/", 1)[-1]
    stem = name.rsplit(".", 1)[0]
    return name, f"{stem}.o", f"{stem}.obj"


def _c_name(name: str) -> str:
    """A C name as ld64 prints it has an underscore before it (`_parse_row` is `parse_row`)."""
    return f"_?{re.escape(name[1:])}" if name.startswith("_") and len(name) > 1 else re.escape(name)


def _command_span(lines: Sequence[str], line: int) -> tuple[int, int, str | None]:
    """The build command a line stands in (`add_executable(tabular_cli src/a.cpp` … `)`),
    with the target it names first; a line outside any command is its own span."""
    for start in range(line, max(0, line - 40), -1):
        opening = re.match(r"\s*[A-Za-z_]\w*\s*\(\s*([\w.:+-]+)?", lines[start - 1])
        if opening is None:
            continue
        depth = 0
        for end in range(start, min(len(lines), start + 60) + 1):
            depth += lines[end - 1].count("(") - lines[end - 1].count(")")
            if depth <= 0:
                return (start, end, opening.group(1)) if end >= line else (line, line, None)
        return line, line, None
    return line, line, None


def _votes(project: Project, text: str, turn: int | None) -> dict[tuple[str, int, int], Candidate]:
    names, targets = errors(text)
    build = _build_files(project)
    if not build or not (names or targets):
        return {}
    out: dict[tuple[str, int, int], Candidate] = {}

    def vote(rel: str, line: int, weight: float, reason: str) -> None:
        start, end, symbol = _command_span(project.lines(rel), line)
        cand = out.setdefault((rel, start, end), Candidate(rel, start, end, symbol))
        cand.votes.append(Vote(weight, reason, line, turn))

    defined = _defined_in(project, names)
    sources = sorted({path for paths in defined.values() for path in paths})
    if sources:
        # a source the failing target already builds is no build mistake: the symbol it
        # defines differs from the one called (`scale(long)` for `scale(int)`), and the code is
        # at fault; so are lines of no target (the failing target unknown, every line counts)
        def in_failing(hit_path: str, hit_line: int) -> bool:
            lines = project.lines(hit_path)
            head = hit_line
            while head > max(1, hit_line - 200) and lines[head - 1].startswith("\t"):
                head -= 1  # a make recipe line belongs to the rule above it (`app: main.o`)
            rule = re.match(r"\s*([\w./+-]+)\s*:(?!=)", lines[head - 1])
            return _command_span(lines, hit_line)[2] in targets or (rule is not None and rule.group(1) in targets)
        # a source by its name, or a Makefile's object built from it (parse.c → parse.o)
        bases = sorted({n for s in sources for n in _built_names(s)})
        pattern = re.compile("|".join(rf"(?<![\w.-]){re.escape(b)}(?![\w.-])" for b in bases))
        for hit in project.grep(pattern, build, literals=tuple(bases)):
            if in_failing(hit.path, hit.line):
                continue
            for name, paths in sorted(defined.items()):
                for path in paths:
                    if any(re.search(rf"(?<![\w.-]){re.escape(n)}(?![\w.-])", hit.text) for n in _built_names(path)):
                        vote(hit.path, hit.line, SOURCE_VOTE,
                             f"the link error cannot find `{'::'.join(name[-2:])}`, defined in {path}, "
                             f"which {hit.path}:{hit.line} builds")
        return out  # (the project defines the symbol: a library's link line is not the question)
    if targets:
        link_words = tuple(vocab.table()["linking"]["link_words"])
        pattern = re.compile("|".join(rf"(?<![\w.-]){re.escape(t)}(?![\w.-])" for t in targets))
        hits = project.grep(pattern, build, literals=tuple(targets))
        # the lines that say what the target links; a target that links nothing yet, where it is made
        linked = [h for h in hits if any(w in h.text for w in link_words)]
        for hit in linked or hits:
            vote(hit.path, hit.line, TARGET_VOTE,
                 f"the link error is in the target {', '.join(f'`{t}`' for t in targets)}, which "
                 f"{hit.path}:{hit.line} {'links' if linked else 'names'}")
    return out


def to_build(project: Project, found: list[Candidate], text: str, turn: int | None) -> list[Candidate]:
    """``found``, with the build-file lines a link error in ``text`` points at added and
    the places in code discounted; unchanged when ``text`` holds no link error or the
    project has no build-file line it points at."""
    names, targets = errors(text)
    if not (names or targets):
        return found
    # (each search costs the project's budget, and every candidate turn of one sentence asks again)
    key = ("linking", tuple(names), tuple(targets))
    if key not in project.memo:
        project.memo[key] = _votes(project, text, turn)
    known = cast(dict[tuple[str, int, int], Candidate], project.memo[key])
    extra = {k: Candidate(c.path, c.start_line, c.end_line, c.symbol,
                          [Vote(v.weight, v.reason, v.focus, turn) for v in c.votes]) for k, c in known.items()}
    if not extra:
        return found
    build = set(_build_files(project))
    merged: list[Candidate] = []
    for cand in found:
        if cand.path in build:
            inside = next((k for k in extra if k[0] == cand.path and cand.start_line is not None
                           and k[1] <= cand.start_line <= k[2]), None)
            if inside is not None:
                extra[inside].votes.extend(cand.votes)
                continue
            merged.append(cand)
        else:
            merged.append(Candidate(cand.path, cand.start_line, cand.end_line, cand.symbol,
                                    [Vote(v.weight * CODE_FACTOR, v.reason, v.focus, v.turn) for v in cand.votes]))
    return sorted([*extra.values(), *merged], key=_rank)
