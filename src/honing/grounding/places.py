"""A place in the project a mention points at, the votes for it, and the sources behind
them; a named line followed through the agent's later edits; the test cases that cover a
place."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from honing.grounding import mentions, vocab
from honing.grounding.blocks import enclosing, test_case_at
from honing.grounding.mentions import Mention
from honing.grounding.parts import request_parts
from honing.grounding.project import Project
from honing.grounding.prose import _CLAUSE


@dataclass(frozen=True)
class Vote:
    weight: float
    reason: str
    focus: int | None
    turn: int | None
    moved: tuple[str, str] | None = None  # a line named before edits moved it: (as named, where it was named)


@dataclass
class Candidate:
    path: str
    start_line: int | None
    end_line: int | None
    symbol: str | None
    votes: list[Vote] = field(default_factory=list)
    decisive: bool = False  # the project confirmed it beyond what a later candidate turn could outweigh

    @property
    def weight(self) -> float:
        # a defect lives in behaviour: a one-line declaration (a constant, a field) counts
        # less than the function that uses it
        total = sum(v.weight for v in self.votes)
        return total * 0.7 if self.start_line is not None and self.start_line == self.end_line else total

    def reweigh(self, factor: float) -> None:
        """Scale every vote (a place the sentence or a later edit speaks against counts less)."""
        self.votes[:] = [replace(v, weight=v.weight * factor) for v in self.votes]

    @property
    def focus(self) -> int | None:
        best = max((v for v in self.votes if v.focus is not None), key=lambda v: v.weight, default=None)
        return best.focus if best else self.start_line

    @property
    def cited_focus(self) -> int | None:
        """The line an item quotes beside the span it cites: the strongest vote's line inside the span, not one the
        span was read around elsewhere (`src/cart.ts:12` in `applyCoupon` beside the span of `cartTotal`)."""
        inside = [v for v in self.votes if v.focus is not None and (self.start_line is None or self.end_line is None
                                                                     or self.start_line <= v.focus <= self.end_line)]
        best = max(inside, key=lambda v: v.weight, default=None)
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


_UNWRAP = re.compile(r"(?:Option|Result)::(unwrap|expect|unwrap_err|expect_err)\(\)")


def moved(project: Project, sources: Sequence[Sourced], recorded_cwd: str | None,
          edits: Sequence[tuple[int, str, str, str]], said: str = "",
          pasted: Mapping[tuple[str, int], int] | None = None) -> list[Sourced]:
    """Lines a turn named (or the sentence, quoting a user's message of turn k: ``pasted``, by
    place), where they stand now: each replacement the agent made in the
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
    # a Rust panic pasted from a build older than the session ("called `Option::unwrap()` on a
    # `None` value" at a line that no longer unwraps): the line every edit of the session moved
    unwraps = {c.group(1) for s in sources if s.turn is None and s.mention.kind == "code"
               for c in [_UNWRAP.fullmatch(s.mention.value)] if c}
    # (or an error that names the member it called on nothing, "undefined method `name' for nil",
    # at a line that no longer calls it: that line of the file before the session, where it stands now)
    members = {next(g for g in c.groups() if g) for s in sources if s.turn is None and s.mention.kind == "message"
               for c in [_MEMBER.search(s.mention.value)] if c}
    # (or an index out of range, "index out of bounds: the len is 1", at a line that indexes
    # nothing now: the code the session added stands there)
    # (or a C++ or Rust frame that calls the next one, "collision.cpp:27 -> world.h:55 World::get<Transform>",
    # at a line that no longer calls it: the line that did, where it stands now)
    callees = "|".join(map(re.escape, sorted(set(_CALLEE.findall(said)))))
    calls = re.compile(rf"\b(?:{callees})\s*(?:<[^<>\n]{{1,60}}>)?\s*\(")
    fits = (lambda text: any(f".{name}" in text for name in members)) if members else (
        (lambda text: _INDEXES.search(text) is not None) if _INDEXING.search(said) else (
            (lambda text: _DIVIDES.search(text) is not None) if _DIVIDING.search(said) else (
                (lambda text: calls.search(text) is not None) if _CALLEE.search(said) else None)))
    # (a frame that names its function, `at ….subjectFor(ReminderBatch.java:35)`, and lands in it now is current)
    named = {(f.group(2), int(f.group(3))): f.group(1) for frames in (_JAVA_FRAME, _JULIA_FRAME) for f in frames.finditer(said)}
    mapped = {(rel, s.mention.line): now for s in sources if fits and kept and not unwraps and s.turn is None
              and s.mention.kind == "location" and s.mention.line and (rel := _relative(project, s, recorded_cwd))
              and ((fn := named.get((rel.rsplit("/", 1)[-1], s.mention.line))) is None
                   or enclosing(project, rel, s.mention.line)[2] != fn)
              and (now := _before_session(project, rel, kept, recorded_cwd, s.mention.line, fits)) is not None}
    out = []
    for source in sources:
        m = source.mention
        if m.kind == "location" and m.line and source.turn is None and unwraps and placed:
            rel = _relative(project, source, recorded_cwd)
            lines = project.lines(rel) if rel else []
            shift = 0
            for line, delta in sorted((line, delta) for _, where, line, delta in placed if where == rel):
                shift += delta if line - shift < m.line else 0  # (where it stood before the edits above it)
            held = [0 < n <= len(lines) and any(f".{c}(" in lines[n - 1] for c in unwraps) for n in (m.line, m.line + shift)]
            if shift and not held[0] and held[1]:
                source = Sourced(Mention(m.kind, m.value, m.line + shift, m.symbol, m.weight, m.start, m.line),
                                 source.turn, source.where, source.bases)
        elif m.kind == "location" and m.line and source.turn is None and mapped:
            # (the other frames of a trace shown older than the session's edits: the same undoing)
            rel = _relative(project, source, recorded_cwd)
            now = mapped.get((rel or "", m.line)) or (_before_session(project, rel, kept, recorded_cwd, m.line, None)
                                                if rel and any(r == rel for r, _ in mapped) else None)
            if now is not None:  # (the frame's function is the old code's: `rows` before its body was split)
                source = Sourced(Mention(m.kind, m.value, now, None, m.weight, m.start, m.line),
                                 source.turn, source.where, source.bases)
        # (a place the sentence quotes from a trace a user pasted in turn k, "the nil deref at
        # client.go:140": the edits from turn k on moved it, as they moved the trace's)
        since = source.turn + 1 if source.turn is not None else (pasted or {}).get((m.value, m.line or 0))
        if m.kind == "location" and m.line and since is not None and source.turn is None and source.mention is m:
            # (first by undoing the edits made since, which finds the line's text in the file as it was)
            rel = _relative(project, source, recorded_cwd)
            now = _before_session(project, rel, [e for e in kept if e[0] >= since], recorded_cwd, m.line, None) if rel else None
            if now is not None:
                source = Sourced(Mention(m.kind, m.value, now, m.symbol, m.weight, m.start, m.line),
                                 source.turn, source.where, source.bases)
        if m.kind == "location" and m.line and since is not None and placed and source.mention is m:
            rel = _relative(project, source, recorded_cwd)
            shift = sum(delta for turn, where, line, delta in placed
                        if turn >= since and where == rel and line < m.line)
            if shift:
                source = Sourced(Mention(m.kind, m.value, m.line + shift, m.symbol, m.weight, m.start, m.line),
                                 source.turn, source.where, source.bases)
        out.append(source)
    return out


_CALLEE = re.compile(r"(?<![\w:])(?:[A-Z]\w*::)+([a-z_]\w*)(?:<[^<>\s]{1,60}>)?(?!\w)")
_MEMBER = re.compile(r"undefined method [`'‘](\w+)['’]|has no attribute '(\w+)'|\(reading '(\w+)'\)")


_JAVA_FRAME = re.compile(r"\bat\s+[\w.$]+\.([\w$]+)\(([\w.-]+\.\w+):(\d+)\)")
_JULIA_FRAME = re.compile(r"\b([A-Za-z_]\w*!?)\s+at\s+(?:[\w.-]+/)*([\w.-]+\.jl):(\d+)")  # `build_cells! at cells.jl:39`
_INDEXING = re.compile("|".join(vocab.table()["stale_trace"]["messages"]), re.IGNORECASE)
_INDEXES = re.compile("|".join(vocab.table()["stale_trace"]["indexes"]))
_DIVIDING = re.compile("|".join(map(re.escape, vocab.table()["stale_trace"]["divisions"])))
_DIVIDES = re.compile("|".join(vocab.table()["stale_trace"]["divides"]))


def _before_session(project: Project, rel: str, edits: Sequence[tuple[int, str, str, str]], recorded_cwd: str | None,
                    line: int, fits: Callable[[str], bool] | None) -> int | None:
    """Where line ``line`` of ``rel`` as it stood before the session's edits stands now, when
    that line ``fits`` the error (calls the member it names, indexes) and the line of that
    number now does not (``fits`` None: whatever it holds): the session's replacements undone,
    newest first, each found once; the old line's text found once now."""
    lines = project.lines(rel)
    if fits is not None and 0 < line <= len(lines) and fits(lines[line - 1]):
        return None
    content = "\n".join(lines)
    for _, path, old, new in reversed(edits):
        if old == new or project.relative(path, recorded_cwd) != rel:
            continue
        if not new or content.count(new) != 1:
            return None
        content = content.replace(new, old)
    before = content.split("\n")
    said = before[line - 1].strip() if 0 < line <= len(before) else ""
    if not said or (fits is not None and not fits(said)):
        return None
    now = [n for n, text in enumerate(lines, 1) if text.strip() == said]
    return now[0] if len(now) == 1 and now[0] != line else None


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


def _rank(c: Candidate) -> tuple[float, str, bool, int]:
    """Strongest first; a file without a place in it is a weak proposal: it ranks at half
    its weight; of equals in one file, a definition before the lines around it."""
    return -round(c.weight * (1.0 if c.start_line is not None else 0.5), 6), c.path, c.symbol is None, c.start_line or 0


def pasted(users: Mapping[int, str], sources: Sequence[Sourced]) -> dict[tuple[str, int], int]:
    """The places the sentence names (``sources`` of no turn) that a user's message showed
    first, and the turn that showed each: a trace pasted before the session's edits."""
    named = {(s.mention.value.replace("\\", "/").rsplit("/", 1)[-1], s.mention.line): s.mention.value
             for s in sources if s.turn is None and s.mention.kind == "location" and s.mention.line}
    out: dict[tuple[str, int], int] = {}
    for index, said in sorted(users.items()) if named else ():
        for m in mentions.find(said):
            key = (m.value.replace("\\", "/").rsplit("/", 1)[-1], m.line or 0)
            if m.kind == "location" and key in named:
                out.setdefault((named[key], key[1]), index)
    return out


_ASSERTION = re.compile(r"\b(?:assert\w*|static_assert|panic|unreachable|expect|check|verify|ensure|CHECK|DCHECK)\b!?\s*\(?"
                        r"[^\n]*?([\"'])(?P<said>[^\"'\n]{4,80})\1")


def asserted_only(project: Project, found: list[Candidate], sources: Sequence[Sourced],
                  sentence: str) -> list[Candidate]:
    """A trace the sentence pastes, of frames in two or more files of the project ("collision.cpp:27
    collision_system -> world.h:55 World::get<Transform>, component missing"): a frame whose line
    asserts what the sentence quotes (`assert(it != items.end() && "component missing")`) is where the
    fault was caught, not made; its file's places count a third, beside the other frames'. (A raise
    or a throw is not an assertion: a check of a value there may be the fault itself.)"""
    frames = _frames(project, sources)
    files = {rel for _, rel in frames}
    if len(files) < 2:
        return found
    said = sentence.lower()
    caught: set[str] = set()
    for line, rel in frames:
        lines = project.lines(rel)
        hit = _ASSERTION.search(lines[line - 1]) if 0 < line <= len(lines) else None
        # (the message the sentence quotes, not the line itself a Python traceback quotes)
        if hit and hit.group("said").lower() in said and lines[line - 1].strip().lower() not in said:
            caught.add(rel)
    if not caught or caught == files:
        return found
    for c in found:
        if c.path in caught:
            c.votes = [replace(v, weight=v.weight / 3) for v in c.votes]
    return sorted(found, key=lambda c: -c.weight)


def _frames(project: Project, sources: Sequence[Sourced]) -> list[tuple[int, str]]:
    """The line and project file of each frame the sentence's own mentions name (`world.h:55`: the
    one file that ends so)."""
    return [(s.mention.line, rel) for s in sources if s.turn is None and s.mention.kind == "location" and s.mention.line
            and (rel := project.relative(s.mention.value))]


def own_trace(project: Project, found: list[Candidate], sources: Sequence[Sourced], sentence: str) -> list[Candidate]:
    """The places of a trace the sentence pastes: a frame that only asserts counts a third
    (``asserted_only``); pasted as one more thing to fix ("これも直して", "this one too"), the place
    in a frame's file is the referent, whatever an earlier turn's error weighs."""
    found = asserted_only(project, found, sources, sentence)
    # (or a text the sentence quotes from the screen, on the top place's line: 「「ご注文ありがとうございました」の下の合計が ￥0 …これも直して」)
    shown = [s.mention.value for s in sources if s.turn is None and s.mention.kind == "message"]
    lines = project.lines(found[0].path) if found and shown else []
    at = lines[found[0].focus - 1] if found and found[0].focus and found[0].focus <= len(lines) else ""
    if found and found[0].start_line is not None and vocab.first(sentence, "also") and (
            found[0].path in {rel for _, rel in _frames(project, sources)} or any(m in at for m in shown)):
        found[0].decisive = True
    # (or a place the sentence quotes as it stood before the session's edits moved its line, "still this on main:
    # `panicked at src/parse.rs:66:10`": where that line stands now, whatever a turn that showed it listed beside it)
    again = [s for s in sources if s.turn is None and s.mention.kind == "location" and s.mention.named_line not in (None, s.mention.line)]
    if found and found[0].start_line is not None and found[0].end_line is not None and any(
            project.relative(s.mention.value) == found[0].path and found[0].start_line <= (s.mention.line or 0) <= found[0].end_line
            for s in again):
        found[0].decisive = True
    return found


# a test's name in prose, by its kind: "the goldTierNeverRoundsUp test", 「parsesEmptyLine のテスト」, 「parse_empty_line 这个用例」
_NAMED_TEST = re.compile(r"(?<![\w.])([a-z][a-z0-9]*(?:[A-Z][a-z0-9]+){2,}|[a-z][a-z0-9]*(?:_[a-z0-9]+){2,})"
                         r"(?:\s+|\s?(?:の|这个|那个)\s?)(?:test|spec|テスト|测试|用例)(?![A-Za-z])")

# a message the sentence pastes bare after the word that shows it: 「报 unsupported content type: video/quicktime」,
# 「エラー: Request has expired」, "it says: Request has expired." (in English only after a colon: not "accounting
# says truncation is right"); the message is ASCII, up to CJK text or the clause's end
_SHOWN_BARE = re.compile(r"(?:(?:报错?|提示|显示|弹出|エラー(?:で|が出る|が出て)?)[:：]?|(?<![A-Za-z0-9_-])(?:says|shows|error)[:：])[ \t]*"
                         r"(?P<message>[A-Za-z][A-Za-z0-9_ '.,:/()<>=-]{8,160}?[A-Za-z0-9_)])\.?[ \t]*"
                         r"(?=$|[\n。，,；;！!？?]|[ \t]*[\u3040-\u30ff\u4e00-\u9fff])", re.IGNORECASE)


def named_by_sentence(sentence: str) -> tuple[Sourced, ...]:
    """What the sentence names itself (at three times the weight of a turn's mention): no bare line
    number, a symbol only when it is written as one, nothing of a clause that keeps it out ("fix it.
    don't touch buf.c", 「buf.c は触らないで」), and a message it pastes bare after the word that shows it."""
    kept_out = [(m.start() + at, m.start() + at + len(part)) for m in _CLAUSE.finditer(sentence) if vocab.first(m.group(0), "deferral")
                for part in request_parts(m.group(0)) if (at := m.group(0).find(part)) >= 0 and (vocab.first(part, "deferral")
                    or vocab.first(part, "keep_as_is") or not (vocab.first(part, "change_request") or vocab.first(part, "repair")))]
    # (but not the part of it that asks: "leave config.js alone and add retries to getJson")
    found = mentions.find(sentence, weight=3.0, said=True)
    found += [Mention("message", m.group("message"), None, None, 3.0 * 1.2, m.start("message")) for m in _SHOWN_BARE.finditer(sentence)
              if " " in m.group("message") and not any(f.kind == "message" and f.start <= m.start("message") < f.start + len(f.value) + 2 for f in found)]
    # (a test written by its name in prose, in a sentence that says a run failed: "the goldTierNeverRoundsUp test I pushed is red")
    found += [Mention("test", m.group(1), None, None, 3.0 * 1.5, m.start(1)) for m in _NAMED_TEST.finditer(sentence)
              if vocab.first(sentence, "run_failed") and not any(f.kind == "test" for f in found)]
    return tuple(Sourced(m, None, "sentence") for m in found
                 if m.kind != "line" and (m.kind != "symbol" or m.weight >= 3.0 * 1.5)
                 and not any(a <= m.start < b for a, b in kept_out))
