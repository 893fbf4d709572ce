"""From mentions to a place in the project: which file, which lines, which symbol.

Each mention that the project confirms (a frame whose file exists, a symbol with a
definition, a message that the code contains, a test whose body calls project code)
votes for a span; votes for the same span add up. Nothing is located that the project
does not confirm: a mention the tools cannot find is reported, not guessed at."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from honing.grounding import vocab
from honing.grounding.mentions import Mention
from honing.grounding.project import Hit, Project

_KEYWORDS = frozenset({"if", "for", "while", "switch", "catch", "return", "function", "else", "elif", "with",
                       "try", "except", "def", "class", "func", "go", "defer", "select", "case", "new", "typeof",
                       "await", "async", "import", "from", "package", "var", "let", "const", "print", "len",
                       "range", "make", "append", "str", "int", "float", "list", "dict", "set", "require",
                       "expect", "assert", "describe", "it", "test", "self", "this", "super", "console", "t", "fmt",
                       "errors", "json", "isinstance", "sorted", "open", "map", "filter", "Error", "Object", "Array",
                       "String", "Number", "Promise", "Math", "Date", "JSON", "panic", "nil", "None", "True",
                       "False", "null", "undefined", "true", "false", "toBe", "toEqual", "Fatalf", "Errorf"})
_CALLED = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]*)\s*\(")
_CONSTRUCTED = re.compile(r"(?<![\w$])new\s+(?:[\w$]+\.)*([A-Za-z_$][\w$]*)\s*[(<{]")
_CHECK = re.compile(r"\b(?:if|assert\w*|expect|require|should|check)\b|\.(?:toBe|toEqual|equal|Equal)\w*\(")
_ASSIGNED = re.compile(r"^\s*(?:(?:var|const|let|export\s+const)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=]*)?=[^=]")
# an entry of a table literal: `postalInvalid: "…"`, `"postal_invalid": "…"`
_ENTRY = re.compile(r"""^\s*["']?([A-Za-z_$][\w$.-]*)["']?\s*:\s*["'`]""")
_MAX_SPAN = 80
_WINDOW = 12


@dataclass(frozen=True)
class Vote:
    weight: float
    reason: str
    focus: int | None
    turn: int | None


@dataclass
class Candidate:
    path: str
    start_line: int | None
    end_line: int | None
    symbol: str | None
    votes: list[Vote] = field(default_factory=list)

    @property
    def weight(self) -> float:
        # a defect lives in behaviour: a one-line declaration (a constant, a field) counts
        # less than the function that uses it
        total = sum(v.weight for v in self.votes)
        return total * 0.7 if self.start_line is not None and self.start_line == self.end_line else total

    @property
    def focus(self) -> int | None:
        best = max((v for v in self.votes if v.focus is not None), key=lambda v: v.weight, default=None)
        return best.focus if best else self.start_line


@dataclass(frozen=True)
class Sourced:
    """A mention with where it came from: the turn (None: the user's sentence) and how
    much that part of the session is trusted as a pointer."""

    mention: Mention
    turn: int | None
    where: str  # sentence | user | assistant | tool | summary (a compaction summary)
    # folders the same text prints (a test runner's working directory): a relative path
    # the project holds more than once is read against them
    bases: tuple[str, ...] = ()


# -- spans of definitions -------------------------------------------------------------


_TEST_MARK = re.compile(r"^test_|_test(?=\.)|\.(?:test|spec)(?=\.)")


def subject_of(test_path: str) -> str:
    """The file name a test file is named after: bucket_test.go → bucket.go,
    InvoiceServiceTest.java → InvoiceService.java (the language's test_subject marks)."""
    name = Path(test_path).name
    for mark in vocab.rules_for(test_path).test_subject:
        if mark.search(name):
            return mark.sub("", name, count=1)
    return _TEST_MARK.sub("", name)


def _any_definition(rules: vocab.LanguageRules) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p.replace('{name}', rules.identifier)})" for p in rules.definition))


# words that open a statement, never a definition ('if (x) {' looks like a method)
_SYNTAX = frozenset({"if", "for", "while", "switch", "catch", "return", "function", "else", "elif", "with", "try",
                     "except", "def", "class", "func", "go", "defer", "select", "case", "new", "typeof", "await",
                     "async", "import", "from", "package", "var", "let", "const"})


def _defined_name(rules: vocab.LanguageRules, line: str) -> str | None:
    m = _any_definition(rules).search(line)
    if not m:
        return None
    name = next((g for g in m.groups() if g), None)
    # a method may be called set, get or map: only statement words are ruled out here
    return None if name is None or name in _SYNTAX else name


_STATEMENT_LINES = 300  # an SQL statement longer than this is not one definition


_OPENERS = frozenset(vocab.table()["symbols"]["toplevel_openers"])


def block_end(lines: list[str], start: int, block: str) -> int:
    """The last line (1-based) of the definition that opens on line ``start``."""
    if block == "indent":
        head = lines[start - 1]
        indent = len(head) - len(head.lstrip())
        end = start
        for number in range(start + 1, len(lines) + 1):
            text = lines[number - 1]
            if not text.strip():
                continue
            depth = len(text) - len(text.lstrip())
            # a closing bracket at the definition's own indentation closes it; one further
            # out closes something around it (a Scala object's `}`)
            if depth < indent or (depth == indent and not text.lstrip().startswith((")", "]", "}"))):
                break
            end = number
        return end
    if block == "statement":
        # SQL: the statement runs to the line that ends with ';' (a comment after it aside),
        # whatever the indentation (CREATE VIEW … AS / SELECT … / WHERE … ;)
        quoted = False  # inside a $$ … $$ body (plpgsql), a ';' ends a statement of the body
        for number in range(start, min(len(lines), start + _STATEMENT_LINES) + 1):
            text = lines[number - 1].split("--", 1)[0]
            quoted ^= text.count("$$") % 2 == 1
            if not quoted and text.rstrip().endswith(";"):
                return number
        return start
    if block == "toplevel":
        # Haskell, Clojure, F#: the definition runs to the next line at its indentation or
        # less that starts something else; a Haskell function's further equations start
        # with its own name and belong to it
        head = lines[start - 1]
        indent = len(head) - len(head.lstrip())
        first = head.split()[0] if head.split() else ""
        # a Haskell equation opens with the function's name; `let`, `(defn` open anything
        if not re.fullmatch(r"[a-z_][\w']*", first) or first in _OPENERS:
            first = "\0"
        end = start
        for number in range(start + 1, len(lines) + 1):
            text = lines[number - 1]
            if not text.strip():
                continue
            if len(text) - len(text.lstrip()) <= indent and not text.lstrip().startswith((")", "]", "}")) \
                    and text.split()[0] != first:
                break
            end = number
        return end
    if block == "end":
        # Ruby: the block closes at the `end` that stands at the definition's indentation
        head = lines[start - 1]
        indent = len(head) - len(head.lstrip())
        for number in range(start + 1, len(lines) + 1):
            text = lines[number - 1]
            if text.strip() and len(text) - len(text.lstrip()) <= indent:
                return number if re.match(r"end\b", text.strip()) else max(start, number - 1)
        return len(lines)
    # the block opens on the definition's line (or on a line of its own right after it);
    # 'let sum = 0;' before a loop is a declaration, not the loop's owner
    head = lines[start - 1]
    following = lines[start].strip() if start < len(lines) else ""
    if "{" not in head and following != "{":
        if head.rstrip().endswith(("=", "=>")):
            # an expression body on the lines below (Kotlin's `fun f(…): T =`, C#'s `=>`):
            # it runs while they stand deeper than the head
            indent = len(head) - len(head.lstrip())
            end = start
            for number in range(start + 1, len(lines) + 1):
                text = lines[number - 1]
                if not text.strip() or len(text) - len(text.lstrip()) <= indent:
                    break
                end = number
            return end
        return start
    depth = 0
    for number in range(start, len(lines) + 1):
        text = lines[number - 1]
        depth += text.count("{") - text.count("}")
        if depth <= 0 and ("{" in text or number > start):
            return number
    return len(lines)


def definition_span(project: Project, rel: str, line: int, name: str) -> tuple[int, int, str]:
    """The lines of the definition of ``name`` that opens on ``line``; a very long one is
    cut to a window after its first line."""
    lines = project.lines(rel)
    end = block_end(lines, line, vocab.rules_for(rel).block)
    if end - line + 1 > _MAX_SPAN:
        end = min(len(lines), line + _WINDOW)
    return line, end, name


def enclosing(project: Project, rel: str, line: int) -> tuple[int, int, str | None]:
    """The definition around ``line``: (start, end, name), or a window around the line
    when no definition encloses it (module-level code)."""
    lines = project.lines(rel)
    rules = vocab.rules_for(rel)
    for number in range(min(line, len(lines)), 0, -1):
        name = _defined_name(rules, lines[number - 1])
        if name is None:
            continue
        if rules.block == "toplevel":
            # the first of a Haskell function's equations (or its signature) opens it
            head = lines[number - 1].split()[0]
            while number > 1 and lines[number - 2].split()[:1] == [head] and head not in _OPENERS:
                number -= 1
        end = block_end(lines, number, rules.block)
        if end >= line and (end > number or number == line == 1):
            if end - number + 1 > _MAX_SPAN:
                return max(1, line - _WINDOW), min(len(lines), line + _WINDOW), name
            return number, end, name
    return max(1, line - _WINDOW), min(len(lines), line + _WINDOW), None


def test_case_at(project: Project, rel: str, line: int) -> tuple[int, int, str] | None:
    """The test case of a test file that holds ``line`` (a test function, an ``it()`` or
    ``test()`` block): (start, end, its name), or None when the line is in none."""
    rules = vocab.rules_for(rel)
    lines = project.lines(rel)
    for number in range(min(line, len(lines)), 0, -1):
        opened = next((m for p in rules.test_case if (m := p.search(lines[number - 1]))), None)
        if opened is None:
            continue
        end = block_end(lines, number, rules.block)
        if end >= line:
            name = next((g for g in opened.groups() if g), None) or lines[number - 1].strip()
            return number, end, name
    return None


def sole_definition(project: Project, rel: str) -> tuple[int, int, str] | None:
    """The span of the one definition a source file holds (a function, a type, a
    module-level name), or None when it holds none or several."""
    rules = vocab.rules_for(rel)
    if not rel.lower().endswith(tuple(vocab.table()["tools"]["source_extensions"])) or rules.is_test_file(rel):
        return None
    lines = project.lines(rel)
    found = [(number, name) for number, text in enumerate(lines, 1) if (name := _defined_name(rules, text))]
    if len(found) != 1:
        return None
    return definition_span(project, rel, *found[0])


# -- votes from mentions --------------------------------------------------------------


def _where(source: Sourced) -> str:
    if source.turn is None:
        return "the user's sentence"
    if source.where == "summary":
        return f"the compaction summary before turn {source.turn}"
    return f"turn {source.turn}"


def _definitions(project: Project, names: list[str]) -> dict[str, list[tuple[str, int]]]:
    """Where each name is defined (one search round for all names)."""
    found: dict[str, list[tuple[str, int]]] = {n: [] for n in names}
    if not names:
        return found
    alternation = "|".join(re.escape(n) for n in sorted(set(names), key=lambda n: (-len(n), n)))
    templates = sorted({p for rules in vocab.languages() for p in rules.definition})
    pattern = re.compile("|".join(f"(?:{t.replace('{name}', f'(?:{alternation})')})" for t in templates), re.MULTILINE)
    for hit in project.grep(pattern, literals=tuple(sorted(set(names)))):
        rules = vocab.rules_for(hit.path)
        name = _defined_name(rules, hit.text)
        if name in found and (hit.path, hit.line) not in found[name]:
            found[name].append((hit.path, hit.line))
    return found


def _fixed_part(message: str) -> str:
    """A message without what varies between occurrences: quoted values and numbers."""
    return re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`|\d+", "", message).strip(" :")


def _covers(needle: str, message: str) -> bool:
    """The needle is (nearly) all of the message's fixed wording, so finding it is finding
    the message: "invalid postal code" in "invalid postal code: '150-0001'"."""
    fixed = _fixed_part(message)
    return needle.strip() == message.strip() or (bool(fixed) and len(needle.strip(" :")) >= 0.8 * len(fixed))


def _message_needles(message: str) -> list[str]:
    needles = [message.strip()]
    parts = sorted((p.strip() for p in re.split(r"[{}%$\"'`0-9]|: |\(|\)", message)), key=lambda p: (-len(p), p))
    needles += [p for p in parts[:2] if len(p) >= 8 and p not in needles]
    return [n for n in needles if len(n) >= 6]


def _names_owner(line: str, name: str, owners: frozenset[str]) -> bool:
    at = re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", line)
    head = line[: at.start()] if at else ""
    return any(re.search(rf"(?<![\w$]){re.escape(o)}(?![\w$])", head) for o in owners)


def _in_table(project: Project, hit: Hit) -> bool:
    """The line stands in a table at module level (`MESSAGES = {`, `module.exports = {`),
    not in an object a function builds ('res.json({ error: "…" })')."""
    start, _, name = enclosing(project, hit.path, hit.line)
    if name is None:
        return True
    head = project.lines(hit.path)[start - 1]
    return bool(_ASSIGNED.match(head)) and "=>" not in head and "function" not in head and "lambda" not in head


def _relative(project: Project, source: Sourced, recorded_cwd: str | None) -> str | None:
    """The project file a location or path mention names; a relative path that is not
    one file of the project is read against the folders its text printed."""
    value = source.mention.value
    rel = project.relative(value, recorded_cwd)
    if rel is None and not value.startswith(("/", "\\")) and not re.match(r"[A-Za-z]:", value):
        for base in source.bases:
            rel = project.relative(f"{base.rstrip('/')}/{value.removeprefix('./')}", recorded_cwd)
            if rel is not None:
                break
    return rel


_MAX_MOVES = 64  # the newest replacements read for moved lines (each is a search of its file)


def moved(project: Project, sources: Sequence[Sourced], recorded_cwd: str | None,
          edits: Sequence[tuple[int, str, str, str]]) -> list[Sourced]:
    """Lines a turn named, where they stand now: each replacement the agent made in the
    same file after that turn (``edits``: turn, path, old text, new text) whose new text
    stands, once, above the line moved it by the lines it added or removed ("ReportDao.java:46"
    before three lines were added to a method above it is line 49 now)."""
    if not edits:
        return list(sources)
    # the same replacement made twice (a retry) counts once; one a later edit undid, not at all
    kept: list[tuple[int, str, str, str]] = []
    for edit in edits:
        undone = next((k for k in kept if k[1] == edit[1] and k[2] == edit[3] and k[3] == edit[2]), None)
        if undone is not None:
            kept.remove(undone)
        elif not any(k[1:] == edit[1:] for k in kept):
            kept.append(edit)
    placed: list[tuple[int, str, int, int]] = []  # turn, file, where the new text stands now, lines added
    contents: dict[str, str] = {}
    for turn, path, old, new in kept[-_MAX_MOVES:]:
        rel = project.relative(path, recorded_cwd)
        delta = new.count("\n") - old.count("\n")
        if rel is None or not delta or not new.strip():
            continue
        content = contents.setdefault(rel, "\n".join(project.lines(rel)))
        at = content.find(new)
        if at >= 0 and content.find(new, at + 1) < 0:
            placed.append((turn, rel, content.count("\n", 0, at) + 1, delta))
    out = []
    for source in sources:
        m = source.mention
        if m.kind == "location" and m.line and source.turn is not None and placed:
            rel = _relative(project, source, recorded_cwd)
            shift = sum(delta for turn, where, line, delta in placed
                        if turn > source.turn and where == rel and line < m.line)
            if shift:
                source = Sourced(Mention(m.kind, m.value, m.line + shift, m.symbol, m.weight, m.start, m.line),
                                 source.turn, source.where, source.bases)
        out.append(source)
    return out


def failing_cases(project: Project, sources: list[Sourced], recorded_cwd: str | None
                  ) -> list[tuple[str, int, int, str]]:
    """The test cases a turn shows failing: those holding a frame of pasted or tool
    output that lands in a test file, deepest frame first: (path, start, end, name)."""
    frames = sorted((s for s in sources if s.mention.kind == "location" and s.where in ("user", "tool")),
                    key=lambda s: -s.mention.weight)
    out: list[tuple[str, int, int, str]] = []
    for source in frames:
        rel = _relative(project, source, recorded_cwd)
        line = source.mention.line
        if rel and line and vocab.rules_for(rel).is_test_file(rel):
            case = test_case_at(project, rel, line)
            if case is not None and (rel, *case) not in out:
                out.append((rel, *case))
    return out


def _rank(c: Candidate) -> tuple[float, str, int]:
    """Strongest first; a file without a place in it is a weak proposal: it ranks at half
    its weight."""
    return -round(c.weight * (1.0 if c.start_line is not None else 0.5), 6), c.path, c.start_line or 0


def collect(project: Project, sources: list[Sourced], recorded_cwd: str | None,
            owners: frozenset[str] = frozenset(), cleared: frozenset[str] = frozenset()) -> list[Candidate]:
    """Every span the mentions point at, with its votes, strongest first. ``owners``:
    type names the history mentions; of several definitions of a method, those inside
    one of these types are the ones meant ("LruCache … its set()"). ``cleared``: names
    the discussion found right; a failing test does not hand its votes to them."""
    candidates: dict[tuple[str, int | None, int | None], Candidate] = {}

    def vote(rel: str, line: int | None, weight: float, reason: str, turn: int | None,
             span: tuple[int, int, str | None] | None = None) -> None:
        if vocab.rules_for(rel).is_test_file(rel):
            weight *= 0.3
        if line is None and span is None:
            key: tuple[str, int | None, int | None] = (rel, None, None)
            symbol = None
        else:
            start, end, symbol = span or enclosing(project, rel, line or 1)
            key = (rel, start, end)
        cand = candidates.setdefault(key, Candidate(rel, key[1], key[2], symbol))
        cand.votes.append(Vote(weight, reason, line, turn))

    symbols: dict[str, list[Sourced]] = {}
    tests: dict[str, list[Sourced]] = {}
    # test cases to read for the code under test: (path, start, end, name, who names it)
    cases: list[tuple[str, int, int, str, list[Sourced]]] = []
    for source in sources:
        m = source.mention
        if m.kind == "location":
            rel = _relative(project, source, recorded_cwd)
            if rel and m.line and 1 <= m.line <= len(project.lines(rel)):
                # a frame in a test file points at a test case; what it tests is what it calls
                case = test_case_at(project, rel, m.line) if vocab.rules_for(rel).is_test_file(rel) else None
                # a frame that names its function, whose line now stands outside it (the code
                # moved since the build that logged it): the function the frame names
                span = case
                if case is None and m.symbol and enclosing(project, rel, m.line)[2] != m.symbol:
                    own = [ln for r, ln in _definitions(project, [m.symbol]).get(m.symbol, []) if r == rel]
                    if len(own) == 1:
                        span = definition_span(project, rel, own[0], m.symbol)
                said = (f"{m.value}:{m.line} is named in {_where(source)}" if m.named_line is None else
                        f"{m.value}:{m.named_line} is named in {_where(source)} (line {m.line} since the edits after it)")
                vote(rel, m.line, m.weight, said, source.turn, span)
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

    # members the discussion cleared within their type: Type.member
    cleared_members = {q.split(".", 1)[1]: q.split(".", 1)[0] for q in cleared if "." in q}
    definitions = _definitions(project, sorted(set(symbols) | set(tests) | set(owners)
                                               | set(cleared_members.values())))
    owner_spans = [(rel, line, block_end(project.lines(rel), line, vocab.rules_for(rel).block))
                   for name in owners for rel, line in definitions.get(name, [])]
    cleared_spans = {member: [(rel, line, block_end(project.lines(rel), line, vocab.rules_for(rel).block))
                              for rel, line in definitions.get(owner, [])]
                     for member, owner in cleared_members.items()}
    for name, mentioned in sorted(symbols.items()):
        places = definitions.get(name, [])
        if len(places) > 1 and owners:
            # inside the type's body (a class), or naming the type before the name on its
            # own line (a Go receiver: 'func (v Version) Compare')
            owned = [(rel, line) for rel, line in places
                     if any(rel == o_rel and o_start < line <= o_end for o_rel, o_start, o_end in owner_spans)
                     or _names_owner(project.lines(rel)[line - 1], name, owners)]
            places = owned or places
        for rel, line in places:
            span = definition_span(project, rel, line, name)
            # the same-named member of a type the discussion found right counts little
            right = any(rel == o_rel and o_start < line <= o_end for o_rel, o_start, o_end in cleared_spans.get(name, []))
            # a table's name is a noun people say in prose ("the orders table"): its
            # definition is weaker evidence than a function's (definition_weight)
            kind = vocab.rules_for(rel).definition_weight
            for source in mentioned:
                vote(rel, None, source.mention.weight / len(places) * (0.3 if right else 1.0) * kind,
                     f"`{name}` is named in {_where(source)}", source.turn, span)

    called: dict[str, list[Sourced]] = {}
    tests_files: dict[str, set[str]] = {}
    named = [(rel, line, block_end(project.lines(rel), line, vocab.rules_for(rel).block), name, mentioned)
             for name, mentioned in sorted(tests.items()) for rel, line in definitions.get(name, [])]
    # a test named and also shown by a frame inside it is one test, read once
    cases = named + [c for c in cases if not any(c[:2] == n[:2] for n in named)]
    for rel, line, end, name, mentioned in cases:
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
    for callee, via in sorted(called.items()):
        places = [(r, ln) for r, ln in callee_defs.get(callee, []) if not vocab.rules_for(r).is_test_file(r)]
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
                vote(rel, None, source.mention.weight / len(places),
                     f"`{callee}` is called by {source.where}, which fails in {_where(source)}", source.turn, span)

    code = [s for s in sources if s.mention.kind == "code"]
    if code:
        snippets: dict[str, list[Sourced]] = {}
        for source in code:
            snippets.setdefault(source.mention.value, []).append(source)
        ordered_code = sorted(snippets, key=lambda n: (-len(n), n))
        pattern = re.compile("|".join(re.escape(n) for n in ordered_code))
        # a quoted line may be a setting: configuration files are searched with the code
        code_hits = [(hit, next(n for n in ordered_code if n in hit.text)) for hit in project.grep(
            pattern, project.source_files() + project.config_files(), literals=tuple(ordered_code))]
        # a snippet that stands in several places (`type: string`) shares its vote among them
        standing = {n: sum(1 for _, m in code_hits if m == n) for n in ordered_code}
        for hit, snippet in code_hits:
            for source in snippets[snippet]:
                vote(hit.path, hit.line, source.mention.weight / standing[snippet],
                     f"`{snippet}` from {_where(source)} stands here", source.turn)

    messages = [s for s in sources if s.mention.kind == "message"]
    if messages:
        needles: dict[str, list[Sourced]] = {}
        for source in messages:
            for needle in _message_needles(source.mention.value):
                needles.setdefault(needle, []).append(source)
        ordered = sorted(needles, key=lambda n: (-len(n), n))
        pattern = re.compile("|".join(re.escape(n) for n in ordered))
        holders: dict[str, list[tuple[float, str, int | None]]] = {}
        keys: dict[str, list[tuple[float, str, int | None, Hit, str]]] = {}
        for hit in project.grep(pattern, literals=tuple(ordered)):
            for needle in ordered:
                if needle in hit.text:
                    whole = any(_covers(needle, s.mention.value) for s in needles[needle])
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
                    break
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
                and c.symbol and _one_statement(project.lines(c.path), c.start_line, c.end_line)]
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
            if _BUILDS.match(body[0] if body else opener.group(1) if opener else ""):
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


def _to_quoted_use(project: Project, candidates: dict[tuple[str, int | None, int | None], Candidate]) -> None:
    """A variable named by the discussion is declared on one line, and the agent quotes
    the line that misuses it ("`total` is wrong" beside `total.value = res.list.length`):
    the place is the one the quoted line stands in, not the declaration."""
    for key, declared in list(candidates.items()):
        if declared.start_line is None or declared.start_line != declared.end_line or not declared.symbol:
            continue
        used = re.compile(rf"(?<![\w$]){re.escape(declared.symbol)}(?![\w$])")
        lines = project.lines(key[0])
        users = [c for k, c in candidates.items() if k[0] == key[0] and k != key and any(
            v.focus is not None and v.reason.endswith("stands here") and 0 < v.focus <= len(lines)
            and used.search(lines[v.focus - 1]) for v in c.votes)]
        if len(users) == 1:
            users[0].votes.extend(declared.votes)
            del candidates[key]


# folder and file names too common to tell places apart when a sentence says them
_GENERIC_PARTS = frozenset({"src", "lib", "app", "apps", "main", "index", "internal", "pkg", "cmd", "source", "sources",
                            "test", "tests", "spec", "specs", "code", "file", "files", "the", "and", "bug", "fix"})
_WORD_OF_PATH = re.compile(r"[A-Za-z][A-Za-z0-9]{2,}")


_COMPOUND_NAME = re.compile(r"[a-z][A-Z]|[A-Za-z][_-][A-Za-z]")  # CartSummary, user_list, date-utils


def named_by_words(found: list[Candidate], sentence: str, regression: bool = False) -> list[Candidate]:
    """The sentence's own words that name a folder or file of a place ("the web one" for
    packages/web/…, "fix it in the export" for pipeline/export.py) add a vote to the places
    whose path holds them and no other place's; the places are ranked again. With
    ``regression`` (a test fails since the agent's edit) the test the sentence names is what
    must pass, not the place."""
    said = {w.lower() for w in _WORD_OF_PATH.findall(sentence)} - _GENERIC_PARTS
    if not said or len(found) < 2:
        return found
    # a name the sentence writes out as one of the places' own (「useCart のほうだけ」):
    # that place, whatever the history weighed
    identifiers = set(re.findall(r"[A-Za-z_$][A-Za-z0-9_$]{3,}", sentence))  # ASCII: 「useCartのほう」
    own = [c for c in found if c.symbol and c.symbol in identifiers]
    if own and (regression or vocab.first(sentence, "make_pass")):
        # "make heavyParcelSurcharge pass", or a test failing since the agent's edit: the test
        # named is what must pass, not the place
        own = [c for c in own if not _TEST_MARK.search(c.path.rsplit("/", 1)[-1]) and "/test" not in f"/{c.path}"]
    if own and len({c.symbol for c in own}) == 1:
        lead = max(c.weight for c in found)
        for c in own:
            turn = c.votes[0].turn if c.votes else None
            c.votes.append(Vote(lead, f"the sentence names `{c.symbol}`", None, turn))
        return sorted(found, key=_rank)
    # the same for a file's own name when it reads as a name, not a word (「CartSummaryのほうも
    # お願い」 for CartSummary.vue; not "filter" for filter.rs)
    files = [c for c in found if not own and Path(c.path).stem in identifiers and _COMPOUND_NAME.search(Path(c.path).stem)]
    if files and len({c.path for c in files}) == 1:
        lead = max(c.weight for c in found)
        for c in files:
            turn = c.votes[0].turn if c.votes else None
            c.votes.append(Vote(lead, f"the sentence names {Path(c.path).name}", None, turn))
        return sorted(found, key=_rank)
    parts = {c.path: {p.lower() for p in re.split(r"[/._\-]", c.path)} & said for c in found}
    holders = {c.path for c in found if parts[c.path]}
    if not holders or len(holders) == len({c.path for c in found}):
        return found  # every place's path holds the words: they tell nothing apart
    for c in found:
        if parts[c.path]:
            word = sorted(parts[c.path])[0]
            turn = c.votes[0].turn if c.votes else None
            c.votes.append(Vote(1.0, f'the sentence says "{word}", which names {c.path}', None, turn))
    return sorted(found, key=_rank)


def _merge_windows(candidates: dict[tuple[str, int | None, int | None], Candidate]) -> None:
    """Windows around lines that no definition encloses (a workflow, a config file, a
    script's top level) overlap when the lines are near: they are one place, so the
    strongest window takes the others' votes ("test.yml:15", "test.yml:17" and "test.yml:24"
    are one job, not three rivals of a file named once)."""
    windows = sorted(((k, c) for k, c in candidates.items() if c.symbol is None and c.start_line is not None),
                     key=lambda kc: (-kc[1].weight, kc[0][0], kc[0][1] or 0))
    kept: list[Candidate] = []
    for key, cand in windows:
        home = next((k for k in kept if k.path == cand.path and k.start_line is not None and k.end_line is not None
                     and cand.start_line is not None and cand.end_line is not None
                     and k.start_line <= cand.end_line and cand.start_line <= k.end_line), None)
        if home is None:
            kept.append(cand)
            continue
        home.votes.extend(cand.votes)
        del candidates[key]


def _one_statement(lines: list[str], start: int, end: int) -> bool:
    """The definition on lines ``start``..``end`` has at most one statement in its body
    (closing brackets are not statements)."""
    body = [t.strip() for t in lines[start:end] if t.strip() and t.strip() not in _CLOSERS]
    return len(body) <= 1


_CLOSERS = frozenset({"}", "};", "})", "});", ")", "]", "end"})
_OPENER = re.compile(r"(?:\{|=>|:|=)\s*(\S.*)$")
# a statement that builds a value: a struct or object literal, `new`
_BUILDS = re.compile(r"(?:return\s+)?(?:&?(?!(?:try|unsafe|select|do|else|finally|loop|async|match|switch)\b)[\w.]+\s*\{"
                     r"|\{|new\s+\w)")


def focus_on_quoted(project: Project, located: Candidate, sources: tuple[Sourced, ...] | list[Sourced]) -> None:
    """When nothing points at a line of the located span, the line of its body that holds
    the most of what the discussion quotes (`len(paid)`, `Math.floor`, `totalPages`) is
    where to start; a tie between lines leaves the span's first line."""
    if located.start_line is None or located.end_line is None or located.start_line == located.end_line:
        return
    if any(v.focus is not None for v in located.votes):
        return
    quoted = {s.mention.value for s in sources if s.where in ("user", "assistant")
              and s.mention.kind in ("symbol", "code") and s.mention.value != located.symbol}
    quoted |= {s.mention.symbol for s in sources if s.where in ("user", "assistant") and s.mention.kind == "symbol"
               and s.mention.symbol and s.mention.symbol != located.symbol}
    if not quoted:
        return
    patterns = {q: re.compile(rf"(?<![\w$]){re.escape(q)}(?![\w$])") for q in sorted(quoted)}
    lines = project.lines(located.path)
    scored = []
    for number in range(located.start_line + 1, located.end_line + 1):
        held = [q for q, pattern in patterns.items() if pattern.search(lines[number - 1])]
        if held:
            scored.append((len(held), number, held))
    if not scored:
        return
    best = max(n for n, _, _ in scored)
    top = [(number, held) for n, number, held in scored if n == best]
    if len(top) != 1:
        return
    number, held = top[0]
    turn = located.votes[0].turn if located.votes else None
    shown = ", ".join(f"`{q}`" for q in held)
    located.votes.append(Vote(0.0, f"line {number} holds {shown}, which turn {turn} quotes", number, turn))


def _name_parts(name: str) -> list[str]:
    """compareIdent → compare, ident; parse_range → parse, range."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name).replace("_", " ")
    return [p.lower() for p in spaced.split() if p]


def _said(part: str, words: set[str]) -> bool:
    need = min(len(part), 4)  # a shared stem: applied ~ apply, comparison ~ compare
    return any(len(w) >= 3 and w[:need] == part[:need] for w in words)


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
        words = set(re.findall(r"[a-z]+", re.sub(r"`[^`\n]*`", " ", clause).lower()))
        described.update(c for c in callees if c not in named and len(parts := _name_parts(c)) >= 2
                         and all(_said(p, words) for p in parts))
    if len(described) != 1:
        return None
    callee = described.pop()
    places = [(r, ln) for r, ln in _definitions(project, [callee]).get(callee, [])
              if not vocab.rules_for(r).is_test_file(r)]
    same_file = [(r, ln) for r, ln in places if r == located.path]
    places = same_file or places
    if len(places) != 1:
        return None
    rel, line = places[0]
    start, end, _ = definition_span(project, rel, line, callee)
    turn = located.votes[0].turn if located.votes else None
    vote = Vote(located.weight, f"`{located.symbol}` calls `{callee}`, the step the discussion describes", None, turn)
    return Candidate(rel, start, end, callee, [*located.votes, vote])
