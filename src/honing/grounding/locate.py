"""From mentions to a place in the project: which file, which lines, which symbol.

Each mention that the project confirms (a frame whose file exists, a symbol with a
definition, a message that the code contains, a test whose body calls project code)
votes for a span; votes for the same span add up. Nothing is located that the project
does not confirm: a mention the tools cannot find is reported, not guessed at."""

from __future__ import annotations

import re
from pathlib import Path

from honing.grounding import endpoints, quoted, vocab
from honing.grounding.blocks import (
    _ASSIGNED,
    _CALLED,
    _CLOSERS,
    _KEYWORDS,
    _definitions,
    _in_table,
    _one_statement,
    block_end,
    definition_span,
    enclosing,
    in_tests,
    sole_definition,
    subject_of,
    test_case_at,
)
from honing.grounding.edits import supports
from honing.grounding.errors import LOCALE_FILE, covers, message_needles, template_of
from honing.grounding.mentions import Mention
from honing.grounding.places import Candidate, Sourced, Vote, _rank, _relative
from honing.grounding.project import Hit, Project
from honing.grounding.prose import _same_target
from honing.grounding.quoted import _where
from honing.grounding.refine import _merge_windows, _to_quoted_use

_CONSTRUCTED = re.compile(r"(?<![\w$])new\s+(?:[\w$]+\.)*([A-Za-z_$][\w$]*)\s*[(<{]")
_CHECK = re.compile(r"\b(?:if|assert\w*|expect|require|should|check)\b|\.(?:toBe|toEqual|equal|Equal)\w*\(")
# an entry of a table literal: `postalInvalid: "…"`, `"postal_invalid": "…"`
_ENTRY = re.compile(r"""^\s*["']?([A-Za-z_$][\w$.-]*)["']?\s*:\s*["'`]""")


# -- votes from mentions --------------------------------------------------------------

def _names_owner(line: str, name: str, owners: frozenset[str]) -> bool:
    at = re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", line)
    head = line[: at.start()] if at else ""
    return any(re.search(rf"(?<![\w$]){re.escape(o)}(?![\w$])", head) for o in owners)


def collect(project: Project, sources: list[Sourced], recorded_cwd: str | None,
            owners: frozenset[str] = frozenset(), cleared: frozenset[str] = frozenset(),
            tests_blamed: bool = False, diagnosed: frozenset[str] = frozenset()) -> list[Candidate]:
    """Every span the mentions point at, with its votes, strongest first. ``owners``:
    type names the history mentions; of several definitions of a method, those inside
    one of these types are the ones meant ("LruCache … its set()"). ``cleared``: names
    the discussion found right; a failing test does not hand its votes to them.
    ``tests_blamed``: the turn says the test itself is wrong, so test files weigh fully. ``diagnosed``:
    the names the turn's reply gives as the cause of a failing run (failing.diagnosis)."""
    candidates: dict[tuple[str, int | None, int | None], Candidate] = {}

    def vote(rel: str, line: int | None, weight: float, reason: str, turn: int | None,
             span: tuple[int, int, str | None] | None = None, moved: tuple[str, str] | None = None) -> None:
        if not tests_blamed and vocab.rules_for(rel).is_test_file(rel) and not vocab.is_test_support(rel):
            weight *= 0.3
        if line is None and span is None:
            key: tuple[str, int | None, int | None] = (rel, None, None)
            symbol = None
        else:
            start, end, symbol = span or enclosing(project, rel, line or 1)
            key = (rel, start, end)
        cand = candidates.setdefault(key, Candidate(rel, key[1], key[2], symbol))
        cand.votes.append(Vote(weight, reason, line, turn, moved))

    symbols: dict[str, list[Sourced]] = {}
    tests: dict[str, list[Sourced]] = {}
    fields: list[Sourced] = []  # fields a validation error names, each with its type
    # test cases to read for the code under test: (path, start, end, name, who names it)
    cases: list[tuple[str, int, int, str, list[Sourced]]] = []
    named_lines: set[tuple[str, int, int | None]] = set()  # (path, line, turn) of the locations named
    routed: set[tuple[str, int | None]] = set()  # (route, turn): a pasted log names one route on many lines, one vote
    for source in sources:
        m = source.mention
        if m.kind == "location":
            rel = _relative(project, source, recorded_cwd)
            if rel and m.line and 1 <= m.line <= len(project.lines(rel)):
                # a frame in a test file points at a test case; what it tests is what it calls
                case = test_case_at(project, rel, m.line) if vocab.rules_for(rel).is_test_file(rel) else None
                # a frame that names its function, whose line now stands outside it (the code
                # moved since the build that logged it): the function the frame names
                span, line = case, m.line
                if case is None and m.symbol and enclosing(project, rel, m.line)[2] != m.symbol:
                    own = [ln for r, ln in _definitions(project, [m.symbol]).get(m.symbol, []) if r == rel]
                    if len(own) == 1:
                        span, line = definition_span(project, rel, own[0], m.symbol), own[0]
                said = (f"{m.value}:{m.line} is named in {_where(source)}" if m.named_line is None else
                        f"{m.value}:{m.named_line} is named in {_where(source)} (line {m.line} since the edits "
                        f"{'after it' if source.turn is not None else 'of the session'})")
                vote(rel, line, m.weight, said, source.turn, span,
                     None if m.named_line is None else (f"{m.value}:{m.named_line}", _where(source)))
                named_lines.add((rel, m.line, source.turn))
                if case is not None:
                    cases.append((rel, case[0], case[1], case[2], [source]))
        elif m.kind == "path":
            rel = _relative(project, source, recorded_cwd)
            if rel:
                vote(rel, None, m.weight * 0.5, f"{m.value} is named in {_where(source)}", source.turn)
        elif m.kind == "symbol":
            symbols.setdefault(m.value, []).append(source)
        elif m.kind == "test":
            tests.setdefault(m.value, []).append(source)
        elif m.kind == "field" and m.symbol:
            fields.append(source)
        elif m.kind == "endpoint" and (m.value, source.turn) not in routed:
            routed.add((m.value, source.turn))
            for rel, line in endpoints.handlers(project, m.value):
                vote(rel, line, m.weight, f"the route of `{m.value}` from {_where(source)} is served here", source.turn)

    # members the discussion cleared within their type: Type.member
    cleared_members = {q.split(".", 1)[1]: q.split(".", 1)[0] for q in cleared if "." in q}
    definitions = _definitions(project, sorted(set(symbols) | set(tests) | set(owners)
                                               | set(cleared_members.values())
                                               | {f.mention.symbol or "" for f in fields}))
    owner_spans = [(rel, line, block_end(project.lines(rel), line, vocab.rules_for(rel).block))
                   for name in owners for rel, line in definitions.get(name, [])]
    cleared_spans = {member: [(rel, line, block_end(project.lines(rel), line, vocab.rules_for(rel).block))
                              for rel, line in definitions.get(owner, [])]
                     for member, owner in cleared_members.items()}
    for name, mentioned in sorted(symbols.items()):
        places = definitions.get(name, [])
        if len(places) > 1 and owners and name not in owners:
            # inside the type's body (a class), or naming the type before the name on its
            # own line (a Go receiver: 'func (v Version) Compare')
            owned = [(rel, line) for rel, line in places
                     if any(rel == o_rel and o_start < line <= o_end for o_rel, o_start, o_end in owner_spans)
                     or _names_owner(project.lines(rel)[line - 1], name, owners)]
            places = owned or places
        if len(places) > 1:  # (a definition inside another of the same name, a constructor in its class: the outer one)
            ends = {(r, ln): block_end(project.lines(r), ln, vocab.rules_for(r).block) for r, ln in places}
            places = [(rel, line) for rel, line in places if not any(r == rel and ln < line <= ends[(r, ln)] for r, ln in places)]
        for rel, line in places:
            span = definition_span(project, rel, line, name)
            # the same-named member of a type the discussion found right counts little
            right = any(rel == o_rel and o_start < line <= o_end for o_rel, o_start, o_end in cleared_spans.get(name, [])) or (
                _same_target(rel, set(cleared)))  # (or defined in a file the reply cleared: "`updater.ts` 本身我没看到问题")
            # a table's name is a noun people say in prose ("the orders table"): its
            # definition is weaker evidence than a function's (definition_weight)
            kind = vocab.rules_for(rel).definition_weight
            for source in mentioned:
                vote(rel, None, source.mention.weight / len(places) * (0.3 if right else 1.0) * kind,
                     f"`{name}` is named in {_where(source)}", source.turn, span)

    # an environment-style variable no line sets (`$DEPLY_DIR`, a misspelling): the few lines that use it are the places
    for name, mentioned in sorted(symbols.items()):
        if name.startswith("$") and re.fullmatch(r"[A-Z][A-Z0-9_]*", bare := name.strip("${}")) and not project.grep(
                re.compile(rf"(?:^|[\s;])(?:export\s+|local\s+|readonly\s+)?{bare}=|^\s*-?\s*{bare}\s*:"), literals=(bare,), limit=1):
            uses = project.grep(re.compile(rf"\$\{{?{re.escape(bare)}(?![\w])"), literals=(bare,), limit=4)
            for hit in uses if len(uses) <= 3 else ():
                for source in mentioned:
                    vote(hit.path, hit.line, source.mention.weight / len(uses),
                         f"`{name}`, named in {_where(source)}, is used here and set nowhere", source.turn)

    for source in fields:  # the field's declaration in the body of its type states the rule the data broke
        field, model = source.mention.value, source.mention.symbol or ""
        declared = re.compile(rf"^\s*{re.escape(field)}\s*[:=]")
        for rel, line in definitions.get(model, []):
            lines = project.lines(rel)
            end = block_end(lines, line, vocab.rules_for(rel).block)
            field_line = next((n for n in range(line + 1, end + 1) if declared.match(lines[n - 1])), None)
            if field_line is not None:
                vote(rel, field_line, source.mention.weight,
                     f"`{model}.{field}`, which {_where(source)} reports invalid, is declared here", source.turn)

    called: dict[str, list[Sourced]] = {}
    tests_files: dict[str, set[str]] = {}
    named = [(rel, line, block_end(project.lines(rel), line, vocab.rules_for(rel).block), name, mentioned)
             for name, mentioned in sorted(tests.items()) for rel, line in definitions.get(name, [])]
    # a test named and also shown by a frame inside it is one test, read once
    cases = named + [c for c in cases if not any(c[:2] == n[:2] for n in named)]
    for rel, line, end, name, mentioned in cases:
        if tests_blamed and any(n[:2] == (rel, line) for n in named):
            for s in mentioned:  # (the test is what is wrong: the test named is a place itself)
                vote(rel, None, s.mention.weight, f"`{name}` is named in {_where(s)}", s.turn, (line, end, name))
        # what a test checks sits in its conditions and assertions; the rest is setup
        strength: dict[str, float] = {}
        for body_line in project.lines(rel)[line:end]:
            factor = 1.0 if _CHECK.search(body_line) else 0.5
            constructed = set(_CONSTRUCTED.findall(body_line))
            for callee in _CALLED.findall(body_line):
                if callee not in _KEYWORDS and len(callee) > 2:
                    # an object the test builds (`new InvoiceService()`) is setup; its method is checked
                    weight = factor * (0.5 if callee in constructed else 1.0)
                    strength[callee] = max(strength.get(callee, 0.0), weight)
        for callee, factor in sorted(strength.items()):
            if callee in cleared:
                continue  # the agent found the function the test calls right: the test is the suspect
            tests_files.setdefault(callee, set()).add(rel)
            called.setdefault(callee, []).extend(
                Sourced(Mention("symbol", callee, None, None, s.mention.weight * 0.8 * factor), s.turn,
                        f"the test `{name}`") for s in mentioned)
    callee_defs = _definitions(project, sorted(called))
    told = {n for n in diagnosed & set(symbols) if any(not vocab.rules_for(r).is_test_file(r) for r, _ in definitions.get(n, []))}
    for callee, via in sorted(called.items()):
        # (not a helper of the tests themselves: `fn run` in Rust's `mod tests`)
        places = [(r, ln) for r, ln in callee_defs.get(callee, [])
                  if not vocab.rules_for(r).is_test_file(r) and not in_tests(project, r, ln)]
        # x_test.go tests x.go, test_x.py tests x.py, x.test.js tests x.js: of several
        # definitions, the one in the tested file is the one the test calls, first the
        # one beside the test (packages/api/…/session.test.ts tests packages/api/…/session.ts)
        testers = sorted(tests_files.get(callee, ()))
        beside = {(Path(r).parent / subject_of(r)).as_posix() for r in testers}
        subjects = {subject_of(r) for r in testers}
        preferred = ([(r, ln) for r, ln in places if r in beside]
                     or [(r, ln) for r, ln in places if Path(r).name in subjects])
        places = preferred or places
        for rel, line in places:
            span = definition_span(project, rel, line, callee)
            for source in via:
                vote(rel, None, source.mention.weight / len(places) * (0.5 if told and callee not in told else 1.0),
                     f"`{callee}` is called by {source.where}, which fails in {_where(source)}", source.turn, span)

    for where, at, weight, reason, turn in quoted.votes(project, sources, named_lines):
        vote(where, at, weight, reason, turn)

    messages = [s for s in sources if s.mention.kind == "message"]
    if messages:
        needles: dict[str, list[Sourced]] = {}
        for source in messages:
            for needle in message_needles(source.mention.value):
                needles.setdefault(needle, []).append(source)
        ordered = sorted(needles, key=lambda n: (-len(n), n))
        pattern = re.compile("|".join(re.escape(n) for n in ordered))
        holders: dict[str, list[tuple[float, str, int | None]]] = {}
        found: set[str] = set()
        keys: dict[str, list[tuple[float, str, int | None, Hit, str]]] = {}
        # (and the translation files, where a shown text is kept: locales/zh-CN.json)
        shown = project.source_files() + [f for f in project.config_files() if LOCALE_FILE.search(f)]
        for hit in project.grep(pattern, shown, literals=tuple(ordered)):
            for needle in ordered:
                if needle in hit.text:
                    whole = any(covers(needle, s.mention.value) for s in needles[needle])
                    for source in needles[needle]:
                        # a fragment of the message is weaker evidence than the whole of it
                        weight = source.mention.weight * (1.0 if whole else 0.5)
                        reason = f'the message "{needle}" from {_where(source)} is in the code'
                        held = _ASSIGNED.match(hit.text)
                        entry = _ENTRY.match(hit.text)
                        if held and enclosing(project, hit.path, hit.line)[2] is None:
                            holders.setdefault(held.group(1), []).append((weight, needle, source.turn))
                        elif entry and len(entry.group(1)) >= 4 and _in_table(project, hit):
                            keys.setdefault(entry.group(1), []).append((weight, needle, source.turn, hit, reason))
                            continue
                        vote(hit.path, hit.line, weight, reason, source.turn)
                        found.add(source.mention.value)
                    break
        # (a shown text no line holds whole, whose numbers the code fills in: 「2024年 第1週」 from `${y}年 第${w}週`)
        for source in (s for s in messages if s.mention.value not in found):
            if (template := template_of(source.mention.value)) is not None:
                built = [h for h in project.grep(template[0], shown, literals=(template[1],)) if not supports(h.text)]  # (not a comment)
                for hit in built if len(built) <= 2 else ():  # (a shape many lines share places nothing)
                    vote(hit.path, hit.line, source.mention.weight * 0.9,
                         f'the text "{source.mention.value}" from {_where(source)} is built here', source.turn)
        # a message kept in a module-level constant is raised where the constant is used
        for name, held_by in sorted(holders.items()):
            use = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")
            for hit in project.grep(use, literals=(name,)):
                if _ASSIGNED.match(hit.text) and enclosing(project, hit.path, hit.line)[2] is None:
                    continue
                for weight, needle, turn in held_by:
                    vote(hit.path, hit.line, weight * 0.9, f'`{name}` holds the message "{needle}" and is used here',
                         turn)

        # a message kept under a key of a table (an error map, a translation table) is
        # raised where the key is looked up (MESSAGES.postalInvalid, t("postal_invalid")):
        # the lookups share the vote, and the table entry, data, keeps a part of it
        for name, entries in sorted(keys.items()):
            use = re.compile(rf"(?<![\w$-]){re.escape(name)}(?![\w$-])")
            uses = [h for h in project.grep(use, literals=(name,))
                    if not ((e := _ENTRY.match(h.text)) and e.group(1) == name)][:5]
            for weight, needle, turn, held_at, reason in entries:
                vote(held_at.path, held_at.line, weight * (0.5 if uses else 1.0), reason, turn)
                for hit in uses:
                    vote(hit.path, hit.line, weight * 0.9 / len(uses),
                         f'the key `{name}` holds the message "{needle}" and is looked up here', turn)

    # a thin wrapper (a body of one statement) hands the work to the function it calls;
    # a body of two statements does work of its own
    wrappers = [c for c in candidates.values() if c.start_line is not None and c.end_line is not None
                and c.symbol and _one_statement(project.lines(c.path), c.start_line, c.end_line)
                and not (0 < c.start_line <= len(project.lines(c.path)) and _VALUE.match(project.lines(c.path)[c.start_line - 1]))]
    if wrappers:
        inner_calls: dict[str, list[Candidate]] = {}
        for cand in wrappers:
            lines = project.lines(cand.path)
            # a statement that builds a value (`return &Bucket{…, last: c.Now()}`, `new Foo(…)`)
            # does its own work: the calls inside it are parts
            body = [t.strip() for t in lines[cand.start_line or 1:cand.end_line] if t.strip() and t.strip() not in _CLOSERS]
            head_line = lines[(cand.start_line or 1) - 1]
            # (the body opens after the parameters: `load(opts = {}) { return fetchAll(opts) }`)
            opener = _OPENER.search(head_line, head_line.find(")") + 1)
            statement = body[0] if body else opener.group(1) if opener else ""
            # (nor one that compares what two calls give: `return LEVELS.index(a) >= LEVELS.index(norm(b))`)
            if _BUILDS.match(statement) or _JUDGES.search(statement):
                continue
            text = "\n".join(lines[(cand.start_line or 1) - 1:cand.end_line])
            for callee in set(_CALLED.findall(text)) - {cand.symbol} - _KEYWORDS:
                inner_calls.setdefault(callee, []).append(cand)
        targets = _definitions(project, sorted(inner_calls))
        for callee, wrapped in sorted(inner_calls.items()):
            for rel, line in targets.get(callee, []):
                if all(rel != w.path for w in wrapped):
                    continue
                span = definition_span(project, rel, line, callee)
                for w in wrapped:
                    handed = sum(v.weight for v in w.votes)  # before the one-line discount
                    vote(rel, None, handed * 0.9, f"`{w.symbol}` hands the work to `{callee}`",
                         w.votes[0].turn, span)

    # a file named without a line strengthens the spans found in it; alone, it is placed
    # at its only definition when it has one, and else stays a file-level candidate (the
    # file is known, the place in it is not)
    for key in [k for k in candidates if k[1] is None]:
        inner = [c for k, c in candidates.items() if k[0] == key[0] and k[1] is not None]
        if inner:
            file_votes = candidates.pop(key).votes
            for cand in inner:
                cand.votes.extend(file_votes)
        elif (only := sole_definition(project, key[0])) is not None:
            file_votes = candidates.pop(key).votes
            start, end, name = only
            reason = f"`{name}` is the only definition in {key[0]}"
            candidates[(key[0], start, end)] = Candidate(key[0], start, end, name,
                                                         [*file_votes, Vote(0.0, reason, None, file_votes[0].turn)])
    _to_quoted_use(project, candidates)
    _merge_windows(candidates)
    return sorted(candidates.values(), key=_rank)

# a variable that holds a computed value (`const tax = lines.reduce(…)`), not a function: it hands nothing on
_VALUE = re.compile(r"^\s*(?:export\s+)?(?:const|let|var|val)\s+[\w$]+\s*(?::[^=]+)?=(?!=)"
                    r"(?!\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>|[\w$]+\s*=>))")
_JUDGES = re.compile(r"\)\s*(?:[<>]=?|[=!]==?)\s*[\w$.]+\(")  # (one call's result compared with another's)
_OPENER = re.compile(r"(?:\{|=>|:|=)\s*(\S.*)$")
# a statement that builds a value: a struct or object literal, `new`
_BUILDS = re.compile(r"(?:return\s+)?(?:&?(?!(?:try|unsafe|select|do|else|finally|loop|async|match|switch)\b)[\w.]+\s*\{"
                     r"|\{|new\s+\w|return\s+[fb]?[`\"'])")  # (or a string, filled in or not: return `${y}年 第${w}週`)
