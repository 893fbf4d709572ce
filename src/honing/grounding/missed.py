"""A fix that missed: the sentence says the agent's change did not help ("so that wasn't
it", 「直ってない」, 改了没用), and the reply that made the change had named another suspect
and left it as it was ("the search also shows `InvoiceMapper` setting the currency from the
default at line 30. I left that as is"). The suspect set aside is the referent. Without
one, this route says nothing and the fixed defect stays the referent.

A fix the sentence overrules: the agent made a failing test pass by changing what the test
expects ("I updated the spec to the new rule … No application code changed", 「期待値を
1500 → 1600 に更新しました」), and the sentence says the test was right ("the spec was right,
fix the code", 「テスト戻して実装の方直して」, 测试是对的). The code that turn placed is the
referent; the test it edited is no place to change."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from honing.grounding import faced, mentions, vocab
from honing.grounding.blocks import _KEYWORDS, enclosing
from honing.grounding.candidates import Candidate, _sources
from honing.grounding.edits import _fixed_by_edit, added_lines, removed_lines
from honing.grounding.failing import _ASSERTING, _is_test_file
from honing.grounding.noticed import aside_paragraph
from honing.grounding.places import Candidate as Place
from honing.grounding.places import Sourced, Vote
from honing.grounding.project import Hit, Project
from honing.grounding.prose import (
    PARAGRAPH,
    _clip,
    _file_name,
    _prose,
    _readable,
    _reports,
    _said_in,
    keywords,
    report_of,
)
from honing.sessions.model import ToolCall, Turn

_PLACES = ("path", "location")
_VALUE = re.compile(r"(?<![\w.])\d{2,}(?:\.\d+)?(?!\d)(?!\.\d)")


def missed_fix(sentence: str, turns: Sequence[Turn], deferred: set[int]) -> int | None:
    """The newest turn whose edit fixed what the sentence says is still not fixed (「チェックの件、
    直ってなかった」): its request shares a word of the sentence."""
    # (or that it is still there, in a defect's words: 「stgのapp.logでまだパスワード平文で出てる」)
    if not vocab.first(sentence, "missed") and not (vocab.first(sentence, "still") and vocab.first(sentence, "defect")):
        return None
    keys = keywords(sentence)
    return next((t.index for t in reversed(turns) if t.index not in deferred and _fixed_by_edit(t)
                 and any(_said_in(k, t.user.lower()) for k in keys)), None)


def set_aside(sentence: str, turns: Sequence[Turn], deferred: set[int],
              cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The place the agent set aside in the newest turn that fixed the defect the sentence
    follows up (its request shares a word of the sentence), when the sentence says that fix
    missed. The aside must not be about a file the edit changed, and must share a word with
    the report: an unrelated remark ("I also noticed the logger …") is no suspect."""
    # (or that it is still there, in the report's own words: 「まだ6個しか残ってないよ」 after 「…6個しか残ってない。直して」)
    # (not a sentence that names its own object: "test_zip_codes_keep_leading_zeros is still red")
    still = not vocab.first(sentence, "missed") and vocab.first(sentence, "still") is not None and not any(
        m.kind in ("symbol", "test", "path", "location", "code") for m in mentions.find(sentence))
    if not vocab.first(sentence, "missed") and not still:
        return None
    keys = keywords(sentence)
    # (of the fixes whose request shares words of the sentence, the one that shares most: "total … till
    # … 48,210.35" of the report, not the "1st" of a later request to schedule the macro)
    # (of the words the sentence says beside "still", those of a report: not 「README に cron の設定例も」)
    shares = {t.index: 0 if still and not (_reports(t.user) or vocab.first(t.user, "repair")) else sum(_said_in(k, t.user.lower()) for k in keys if not (still and vocab.first(k, "still")))
              for t in turns}
    for turn in sorted(turns, key=lambda t: (-shares[t.index], -t.index)):
        if turn.index in deferred or not _fixed_by_edit(turn):
            continue
        report = turn.user.lower()
        if not shares[turn.index]:
            continue  # an edit for something else (a build fix between the report and the sentence)
        if still and not vocab.first(_prose(turn.assistant).strip(), "tentative"):
            return None  # ("still" after a fix made on a firm diagnosis: the fixed defect is back, not missed)
        reply = _readable(turn.assistant)
        starts, at = aside_paragraph(reply)
        # (or a line that says a place needs no change: 「`PdfDownloadHelper.java:41`：…这是系统广播，豁免，不用改。」,
        # and the sentence says the fix went to the wrong place)
        exempt = [line for line in reply.split("\n") if vocab.first(line, "needs_no_change")]
        # (or the paragraph of what else it checked and cleared: "Other things I checked: … `ToDate`
        # (src/modHelpers.bas:21) uses `CDate` … so fine", when the sentence says the fix was not it)
        at = at if at is not None or len(exempt) == 1 else next(
            (k for k, a in enumerate(starts) if k and vocab.first(reply[a:a + 80].split("\n")[0], "checked_also")), None)
        if at is None and len(exempt) != 1:
            # (or, when it set nothing aside, the one line the window showed that is wrong on its face: `duration_ms / 60`)
            return _top_frame_left(turn, cleared_by) or (_named_beside(turn, cleared_by) if still else None) or faced.on_its_face(
                turn, turns, cleared_by[turn.index])
        end = starts[at + 1] if at is not None and at + 1 < len(starts) else len(reply)
        text = reply[starts[at]:end] if at is not None else exempt[0]
        shared = keywords(report) & keywords(text) | {  # (or a CJK word inside a longer run: バッジ in 「バッジ本体は」)
            k for k in keywords(report) if not k.isascii() and _said_in(_stem(k), text.lower())}
        edited = {_file_name(p) for call in turn.tools if added_lines(call) or removed_lines(call) for p in call.paths}
        named = [m for m in mentions.find(text) if m.kind in _PLACES or m.kind == "symbol"]
        if not shared or not named:
            return None
        # the suspect is often named by its class only, while the agent's own search shows its
        # file and line (`InvoiceMapper` … "at line 30", beside `…/InvoiceMapper.java:30:` in rg
        # output): that file is the one the aside's line numbers count in
        files = {_file_name(m.value.split(":")[0]) for m in named if m.kind in _PLACES}
        symbols = {m.value for m in named if m.kind == "symbol"}
        seen = sorted({m.value.split(":")[0] for call in turn.tools for m in mentions.find(call.result)
                       if m.kind in _PLACES and _stem(m.value) in symbols} - {""})
        if not files and len(seen) == 1:
            files = {_file_name(seen[0])}
        if not files or files <= edited:
            return None
        tools = (ToolCall("read", "", paths=(seen[0],)),) if len(seen) == 1 else ()
        pseudo = Turn(index=turn.index, user="", assistant=text, tools=tools)
        sources = tuple(s for s in _sources(pseudo, set(), cleared_by[turn.index])
                        if s.mention.kind not in _PLACES or _file_name(s.mention.value) not in edited)
        if not sources:
            return None
        said = _clip(_prose(text).split("\n")[0])
        return Candidate(turn.index, said, said, sources, True, text, cleared_by[turn.index], decisive=True)
    return None


def _top_frame_left(turn: Turn, cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The report pasted a stack (``…/lattice.jl:25`` above ``metropolis.jl:13``) and the fix edited a
    file lower in it: the top frame in a file the fix left alone is the suspect ("still the same
    BoundsError": the fix went to the caller)."""
    edited = {_file_name(p) for call in turn.tools if added_lines(call) or removed_lines(call) for p in call.paths}
    frames = [m for m in mentions.find(turn.user) if m.kind == "location" and m.line]
    at = next((k for k, m in enumerate(frames) if _file_name(m.value) in edited), None)
    # the frames above the edited one, in the stack's order; one of the language's own library
    # (Julia's `./essentials.jl`) is no place of the project, and one of them must be
    if at is None or not any("/" in m.value.lstrip("./") for m in frames[:at]):
        return None
    sources = tuple(Sourced(m, turn.index, "user") for m in frames[:at])
    said = _clip(report_of(turn))
    return Candidate(turn.index, said, said, sources, True, _prose(turn.user), cleared_by[turn.index], decisive=True)


def _named_beside(turn: Turn, cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The fix the sentence says left the defect as it was named, beside what it edited, a function its edit did not
    touch (「原因は `bin/backup.sh` の最後にある…削除だと思います … `rotate_backups` で世代数を管理しているのに」): the
    names and files the reply says that the edit left alone are the suspects."""
    # (the lines of its edits, but not a comment it wrote that names the function: 「世代数の管理は rotate_backups に任せ」)
    changed = "\n".join(line.strip() for call in turn.tools for line in removed_lines(call) + added_lines(call)
                        if not re.match(r"\s*(?:#|//|--|/\*|\*)", line))
    edited = {_file_name(p) for call in turn.tools if added_lines(call) or removed_lines(call) for p in call.paths}
    pseudo = Turn(index=turn.index, user="", assistant=turn.assistant, tools=())
    sources = tuple(s for s in _sources(pseudo, set(), cleared_by[turn.index]) if (
        s.mention.kind == "symbol" and s.mention.value not in changed) or (s.mention.kind in _PLACES and _file_name(s.mention.value) not in edited))
    if not any(s.mention.kind == "symbol" for s in sources):
        return None
    said = _clip(report_of(turn))
    return Candidate(turn.index, said, said, sources, True, _prose(turn.assistant), cleared_by[turn.index], decisive=True)


def _stem(path: str) -> str:
    """A file's name without its folders, line and extension (`InvoiceMapper`)."""
    return _file_name(path.split(":")[0]).split(".")[0]


def overruled_by_test(sentence: str, turns: Sequence[Turn], deferred: set[int], excluded: set[str],
                   cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """The newest turn whose edit changed what a test expects (not only added new cases), when the
    sentence says the test was right: that turn's places outside the tests it edited."""
    if not vocab.first(sentence, "test_was_right"):
        return None
    for turn in reversed(turns):
        if turn.index in deferred:
            continue
        calls = [call for call in turn.tools if _changes_expectation(call) and any(map(_is_test_file, call.paths))]
        if not calls:
            continue
        changed = {_file_name(p) for call in calls for p in call.paths}
        # the paragraph of the reply that quotes the value the test expected, or the one the
        # code gave ("expects 1500, got 1600: the new `RemainingDays` counts the day itself")
        # says which code gave it
        values = {v for call in calls for line in removed_lines(call) + added_lines(call) if _ASSERTING.search(line)
                  for v in _VALUE.findall(line)}
        reply = _readable(turn.assistant)
        breaks = list(PARAGRAPH.finditer(reply))
        paragraphs = zip([0] + [m.end() for m in breaks], [m.start() for m in breaks] + [len(reply)], strict=True)
        spans = [(a, b) for a, b in paragraphs if values & set(_VALUE.findall(reply[a:b]))]
        sources = tuple(replace(s, mention=replace(s.mention, weight=s.mention.weight * 2)) if s.where == "assistant" and any(
            a <= s.mention.start < b for a, b in spans[:1]) else s for s in _sources(turn, excluded, cleared_by[turn.index])
            if s.mention.kind != "test" and not (s.mention.kind in _PLACES and _file_name(
                s.mention.value.split(":")[0]) in changed))
        if not sources:
            return None
        said = _clip(report_of(turn))
        return Candidate(turn.index, said, _clip(_prose(turn.assistant)), sources, True,
                         _prose(_readable(turn.assistant)), cleared_by[turn.index], decisive=True,
                         overruled=calls[0].paths[0])
    return None


def _changes_expectation(call: ToolCall) -> bool:
    """The edit takes out an assertion line it does not write back (`eq(473)` -> `eq(380)`)."""
    added = set(added_lines(call))
    return any(line not in added and _ASSERTING.search(line) for line in removed_lines(call))


_SETTING_VALUE = re.compile(r"\b([A-Za-z_][\w-]*)\s*[:=]\s*(\d+)\b")


def old_value_elsewhere(project: Project, sentence: str, edits: Sequence[tuple[int, str, str, str]],
                        recorded_cwd: str | None, found: list[Place]) -> list[Place]:
    """The fix changed a setting's value (`mem_mb=8000` -> `48000`), and the sentence says the old
    value is still what runs (「ReqMem 还是 8000M，你第一次改的根本没生效」): the one other line of the
    project that sets the same name to the old value, outside the files the fix edited, overrides it
    (a Slurm profile's `set-resources: bwa_mem: mem_mb: 8000`) leads ``found``, with twice the leading vote."""
    edited = {rel for _, path, _, _ in edits if (rel := project.relative(path, recorded_cwd))}
    old = {(m.group(1), m.group(2)) for _, _, before, after in edits for m in _SETTING_VALUE.finditer(before)
           if (m.group(1), m.group(2)) not in {(n.group(1), n.group(2)) for n in _SETTING_VALUE.finditer(after)}}
    said = {value for _, value in old if re.search(rf"(?<![\d.]){value}(?!\d)", sentence)}
    if not said:
        return found
    pattern = re.compile("|".join(rf"\b{re.escape(k)}\s*[:=]\s*{v}\b" for k, v in sorted(old) if v in said))
    hits = [h for h in project.grep(pattern, project.config_files() + project.source_files()) if h.path not in edited]
    if len({(h.path, h.line) for h in hits}) != 1:
        return found
    hit, lead = hits[0], max((f.weight for f in found), default=1.0)
    return [Place(hit.path, hit.line, hit.line, None, [Vote(2 * lead, f"`{hit.text.strip()}` still sets the value the fix "
                                                            "changed, outside the files it edited", None, None)])] + found


_SAID_TEXT = re.compile(r"[\"'“「]([^\"'”」\n]{2,60})[\"'”」]|(?<!\S)([^\s\"'“”「」]{3,40})")
_COMMENT_START = ("#", "//", "--", "%", "*", "/*", '"""', "'''")


def old_text_elsewhere(project: Project, sentence: str, edits: Sequence[tuple[int, str, str, str]], found: list[Place],
                       turn: int | None) -> list[Place]:
    """The fix replaced a piece of text (`units = "mm/day"` -> `"mm/month"`), and the sentence says
    it is still shown ("the map's colorbar still says mm/day", 「まだ "Shipped" って出てる」): the
    one string literal of the code that still holds it, outside comments and docstrings, leads
    ``found`` with twice the leading vote."""
    # (quoted, or a token that is no plain word, `mm/day`, `v2.1`: "the old total" names no text)
    said = {(quoted, t.strip(".,;:!?()")) for m in _SAID_TEXT.finditer(sentence) for t, quoted in zip(m.groups(), (True, False),
                                                                                                      strict=True) if t}
    old = sorted({t for quoted, t in said if len(t) >= 3 and (quoted or not t.isalpha())
                  and any(before.count(t) > after.count(t) for _, _, before, after in edits)})
    if not old or not found:
        return found
    quoted = re.compile("|".join(rf"([\"'])[^\"'\n]*?{re.escape(t)}[^\"'\n]*?\1" for t in old))
    hits = [h for h in project.grep(quoted, project.source_files(), literals=tuple(old))
            if not h.text.lstrip().startswith(_COMMENT_START)
            and not any(m in h.text[:h.text.find(t)] for t in old if t in h.text for m in ("#", "//"))]
    if len({(h.path, h.line) for h in hits}) != 1:
        return found
    hit, lead = hits[0], max(f.weight for f in found)
    return [Place(hit.path, hit.line, hit.line, None, [Vote(2 * lead, f"`{hit.text.strip()}` still shows the text the "
                                                            "fix replaced elsewhere", None, turn)])] + found


def old_elsewhere(project: Project, sentence: str, changes: Sequence[tuple[int, str, str, str]], recorded_cwd: str | None,
                  found: list[Place], turn: int | None) -> list[Place]:
    """What the fix of ``turn`` replaced (of ``changes``, the session's edits), still in force or still
    shown elsewhere: a setting's old value (``old_value_elsewhere``), else a piece of text
    (``old_text_elsewhere``), else a line of code (``old_line_elsewhere``), when the sentence says the
    fix missed; or says "the same thing" (any fix's, when the sentence's own words are what is placed)."""
    missed = vocab.first(sentence, "missed") is not None
    same = vocab.first(sentence, "same") is not None
    edits = [c for c in changes if (c[0] == turn if turn is not None else not missed and same)]
    if not edits or not (missed or same):
        return found
    before = found[0] if found else None
    # (or, "same thing as this morning", the same defect in a copy of the code the fix changed: a line of the fix's old
    # shape, `!aStart.After(bEnd) && …` beside the fixed `!b.Start.After(o.End) && …`)
    for step in ((lambda: old_value_elsewhere(project, sentence, edits, recorded_cwd, found),
                  lambda: old_text_elsewhere(project, sentence, edits, found, turn)) if missed else ()) + (
                 lambda: old_line_elsewhere(project, edits, recorded_cwd, found, turn, same and not missed),):
        led = step()
        if led and led[0] is not before:
            return led
    return found


def old_line_elsewhere(project: Project, edits: Sequence[tuple[int, str, str, str]], recorded_cwd: str | None,
                       found: list[Place], turn: int | None, same: bool = False) -> list[Place]:
    """A line the fix replaced stands, word for word, at one place of another file the fix did not
    edit (the same price regex in jinlong.py as the one fixed in hengda.py, 「你是不是改错地方了」):
    that line leads ``found`` with twice the leading vote. Failing that, a line of the same shape
    (_shape), or a block of the replaced code written with its copy's own names (_old_block).
    Asked for the ``same`` change, a copy in the fixed file counts too, and so does one line of the
    fix's old shape with its variables and strings its own (_member_shape: the hard-coded zone
    `DateTime.shift_zone!(ready_at_utc, "Asia/Shanghai")` in the function below the fixed one)."""
    edited = {rel for _, path, _, _ in edits if (rel := project.relative(path, recorded_cwd))}
    gone = {line for line, out in _replaced(edits, 16) if out}
    if not gone or not (found or same):
        return found
    now = {line.strip() for _, _, _, after in edits for line in after.splitlines()}

    def elsewhere(h: Hit) -> bool:
        return h.path not in edited or (same and h.text.strip() not in now)

    hits = {(h.path, h.line): h for h in project.grep(re.compile("|".join(map(re.escape, sorted(gone)))), project.source_files(),
                                                      literals=tuple(sorted(gone))) if elsewhere(h) and h.text.strip() in gone}
    shapes = {shape for line in gone if (shape := _shape(line)) is not None}
    if not hits and shapes:  # (none word for word: one of the same shape, its names its own)
        called = tuple(sorted({name for shape in shapes for name in _CALLED_NAME.findall(shape) if name not in _KEYWORDS}))
        hits = {(h.path, h.line): h for h in project.grep(re.compile("|".join(map(re.escape, called))), project.source_files(),
                                                          literals=called) if elsewhere(h) and _shape(h.text.strip()) in shapes}
    # (nor a line: a block of the fix's old lines in a copy that writes them with its own names, `Refund.create!(` …)
    hits, reach = (hits, 3) if hits else (_old_block(project, edits, edited), _BLOCK_REACH)
    # (or, asked for the same change, the one line that still holds the word the fix took out: `-mmin` in rotate_logs
    # after `-mmin +"$KEEP_DAYS"` became `-mtime +"$KEEP_DAYS"` in prune_backups)
    if not hits and same:
        hits, reach = _word_left(project, gone, now, elsewhere), 0
    # (not a shape the fix's new lines have too: `shift_zone!(X, X)` is the fixed line's shape as well as the old one's)
    members = {shape for line in gone if (shape := _member_shape(line)) is not None and re.search(r"\w{6}", shape)} - {
        _member_shape(line) for line in now} if same else set()
    if not hits and members:
        kept = tuple(sorted({max(_KEPT.findall(shape), key=len) for shape in members}))
        hits, reach = {(h.path, h.line): h for h in project.grep(re.compile("|".join(map(re.escape, kept))), project.source_files(),
                                                                 literals=kept) if elsewhere(h) and _member_shape(h.text) in members}, 3
    # (one place: a line, or the lines the fix replaced together, `m = re.search(…)` and the `return` after it)
    if len({path for path, _ in hits}) != 1 or max(hits)[1] - min(hits)[1] > reach:
        return found
    hit, lead = hits[min(hits)], max((f.weight for f in found), default=1.0)
    said = "a line the fix replaced" if hit.text.strip() in gone else "written as the code the fix replaced"
    return [Place(hit.path, hit.line, max(hits)[1], enclosing(project, hit.path, hit.line)[2],
                  [Vote(2 * lead, f"`{hit.text.strip()}`, {said}, still stands here", None, turn)])] + found


def _word_left(project: Project, gone: set[str], now: set[str], elsewhere: Callable[[Hit], bool]) -> dict[tuple[str, int], Hit]:
    """The one line that still holds every word (one or two, of four characters or more) the fix's lines took out and
    its new lines do not say (`-mmin`, changed to `-mtime`); none when several do."""
    taken = {w for line in gone for w in _WORD.findall(line) if len(w) >= 4} - {w for line in now for w in _WORD.findall(line)}
    if not taken or len(taken) > 2:
        return {}
    words = tuple(sorted(taken))
    hits = {(h.path, h.line): h for h in project.grep(re.compile("|".join(map(re.escape, words))), project.source_files(), literals=words)
            if elsewhere(h) and taken <= set(_WORD.findall(h.text))}
    return hits if len(hits) == 1 else {}  # (one line, else the shapes of the fix's lines tell)


_WORD = re.compile(r"-{0,2}[A-Za-z_][\w-]*")
_CHAIN = re.compile(r"[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*(\s*\()?")
_CALLED_NAME = re.compile(r"([A-Za-z_]\w{3,})\(")


def _shape(line: str) -> str | None:
    """A line of code with its names put aside and its calls kept (`return !b.Start.After(o.End) && !o.Start.After(b.End)`
    and `return !aStart.After(bEnd) && !bStart.After(aEnd)` are both `X !X.After(X) && !X.After(X)`), or None when too
    little of it is left to tell it from other lines: no call of a name of four letters or more, twice (keywords
    such as `return (y)` or `if (x)` are no calls)."""
    def put(m: re.Match[str]) -> str:
        name = m.group(0).rstrip("( \t").rsplit(".", 1)
        return (f"X.{name[-1]}(" if len(name) > 1 else f"{name[0]}(") if m.group(1) else "X"
    shape = re.sub(r"\s+", " ", _CHAIN.sub(put, line.strip()))
    return shape if len([n for n in _CALLED_NAME.findall(shape) if n not in _KEYWORDS]) >= 2 else None


_BLOCK_REACH = 6  # the most lines a block of the fix's old lines spans in its copy
_ROOT = re.compile(r"(?<![\w.$:@])[A-Za-z_]\w*(?![\w(:!?])|\"[^\"\n]*\"|'[^'\n]*'|\b\d+(?:\.\d+)?\b")
_KEPT = re.compile(r"[A-Za-z_]\w{3,}")


def _member_shape(line: str) -> str | None:
    """A line with its variables, strings and numbers put aside, its members, keys and calls kept
    (`stripe_id: payout.id,` and `stripe_id: refund.id,` are both `stripe_id: X.id,`), or None when
    no name of four letters or more is left."""
    shape = re.sub(r"\s+", " ", _ROOT.sub("X", line.strip()))
    return shape if _KEPT.search(shape) else None


def _replaced(edits: Sequence[tuple[int, str, str, str]], shortest: int) -> set[tuple[str, bool]]:
    """The lines of the code the edits replaced (``shortest`` characters or more, no comment), each
    with whether the edit took it out (its new text does not hold it)."""
    return {(line.strip(), line.strip() not in after) for _, _, before, after in edits for line in before.splitlines()
            if len(line.strip()) >= shortest and not line.strip().startswith(_COMMENT_START)}


def _old_block(project: Project, edits: Sequence[tuple[int, str, str, str]], edited: set[str]) -> dict[tuple[str, int], Hit]:
    """Three lines or more of the code the fix's edit replaced (one of them a line it took out), each
    of its shape (_member_shape), within a few lines of one file the fix did not edit, and of no
    other: `Payout.create!(` `stripe_id: payout.id,` … `currency: payout.currency.upcase,` in the
    payouts job, `Refund.create!(` `stripe_id: refund.id,` … in the refunds job."""
    old = _replaced(edits, 8)
    shapes = {shape for line, _ in old if (shape := _member_shape(line)) is not None}
    changed = {shape for line, gone in old if gone and (shape := _member_shape(line)) is not None}  # (one at least of the lines it took out)
    if len(shapes) < 3 or not changed:
        return {}
    names = tuple(sorted({w for shape in shapes for w in _KEPT.findall(shape)}))
    by_file: dict[str, list[Hit]] = {}
    for h in project.grep(re.compile("|".join(map(re.escape, names))), project.source_files(), literals=names):
        if h.path not in edited and _member_shape(h.text) in shapes:
            by_file.setdefault(h.path, []).append(h)
    blocks: list[dict[tuple[str, int], Hit]] = []
    for _, lines in sorted(by_file.items()):
        for k, first in enumerate(lines):
            near = [h for h in lines[k:] if h.line - first.line <= _BLOCK_REACH]
            if len(said := {_member_shape(h.text) for h in near}) >= 3 and said & changed:
                blocks.append({(h.path, h.line): h for h in near})
                break
    return blocks[0] if len(blocks) == 1 else {}
