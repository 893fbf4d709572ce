"""Lines a restructuring changed on the way: of the lines an edit asked to keep the behaviour wrote ("pull the paging
into a usePagination hook, no behaviour change"), those that copy a line it took out with a token of meaning changed
(`Math.ceil(result.total / pageSize)` written back as `Math.round(total / pageSize)`), not a name it renamed."""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher
from functools import cache, reduce

from honing.grounding import vocab
from honing.grounding.blocks import _defined_name
from honing.grounding.edits import added_lines, removed_lines, written_lines
from honing.grounding.prose import _CLAUSE
from honing.sessions._common import load_json
from honing.sessions.model import Turn

_TOKEN = re.compile(r"[A-Za-z_$][\w$]*|\d+(?:\.\d+)?|===?|!==?|<=|>=|&&|\|\||\?\?|[<>!+\-*/%]")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_ALIKE = 0.6  # a written line pairs with a line taken out when this share of their tokens agree
# (each starts where a name starts, and a name runs whole: linear on a long line of base64)
_RANGE = re.compile(r"(?<![\w.])([\w.]++)\s*(>=?)\s*(\d+)\s*&&\s*\1\s*(<=?)\s*(\d+)")
# (`<` and `>` with a space on both sides: not `Map<string, number>` nor `return <div`)
_COMPARISON = re.compile(r"(?<![\w$.@])(@{0,2}[A-Za-z_$][\w$.]*+)(?:\s*(<=|>=)\s*|\s+(<|>)\s+)(@{0,2}[A-Za-z_$][\w$.]*+|\d+(?:\.\d+)?)(?![\w$.(])")
_MIRROR = {">": "<", ">=": "<="}
# a line that opens a definition by its keyword (the lines come without their indentation: `full = len(items) // size`
# inside `def chunked` is none)
_DEFINES = re.compile(r"(?:(?:export|default|async|pub|public|private|protected|internal|static|override|suspend)\s+)*"
                      r"(?:def|func|function|fn|fun|class|const|let|var|sub|object|struct)\b")
_LABEL = re.compile(r"\s*(?:case\b[^:]*|default)\s*:\s*\{?\s*$|\s*[{}]\s*$")  # (`case "setQty":` only labels a line)
_TEST_PART = re.compile(r"[A-Z]?[a-z]+")  # (the words of a test's name: cancelReleasesStock, test_cancel_releases_stock)
_METHOD_CALL = re.compile(r"\.([A-Za-z_$][\w$]*)\s*\(")
_COMPARED = 60  # lines of each side compared, at most: a refactor's changed lines, not a file rewritten whole


@cache
def _steps() -> frozenset[str]:
    return frozenset(vocab.table()["rewritten"]["steps"])


@cache
def _meaning() -> frozenset[str]:
    return frozenset(vocab.table()["rewritten"]["meaning"])


def _tokens(line: str) -> list[str]:
    return _TOKEN.findall(line)


def _changes_meaning(old: list[str], new: list[str]) -> bool:
    """A changed run of tokens changes what the line does: an operator or a word of meaning on either side, or a number
    written as another number (not a literal that became a named constant: `usePagination(total, 25)` →
    `usePagination({ total, pageSize: PAGE_SIZE })`)."""
    if any(t in _meaning() or not (t[0].isalnum() or t[0] in "_$") for t in old + new):
        return True
    return any(_NUMBER.fullmatch(t) for t in old) and any(_NUMBER.fullmatch(t) for t in new)


def changed_on_the_way(written: Sequence[str], removed: Sequence[str]) -> list[str]:
    """The written lines whose nearest line taken out (by tokens, at least ``_ALIKE`` alike and not the same) differs
    from them in a token of meaning: an operator, a number, a rounding or bounding call, a boolean or null."""
    olds = [(line, _tokens(line)) for line in list(dict.fromkeys(r.strip() for r in removed))[:_COMPARED] if line]
    written = list(written)[:_COMPARED]
    out = []
    for line in written:
        new = _tokens(line)
        if not new or not olds:
            continue
        ratio, old = _nearest(new, [toks for _, toks in olds])
        if not _ALIKE <= ratio < 1:
            continue
        if _differs(old, new):
            out.append(line)
    # (and, the other way, a line taken out whose meaning no written line keeps: `sort.Slice(… .After(…))` moved into
    # a helper written as a copy of its neighbour, `sort.SliceStable(… .Before(…))`; the written line nearest to it)
    news = [(line, _tokens(line)) for line in written if _tokens(line)]
    for _, old in olds:
        pairs = [(_alike(old, toks), line, toks) for line, toks in news]
        if pairs and not any(ratio >= _ALIKE and not _differs(old, toks) for ratio, _, toks in pairs):
            ratio, line, toks = max(pairs, key=lambda p: p[0])
            if ratio >= _ALIKE and line not in out:
                out.append(line)
    # (and a comparison written back with the same two sides and another operator, whatever the line around it:
    # `afterDiscount >= FREE_SHIPPING_MIN || …` rewritten as `const freeShipping = … || afterDiscount > FREE_SHIPPING_MIN;`)
    was = {c for line, _ in olds for c in _comparisons(line)}
    sides = {frozenset((a, b)) for a, _, b in was}  # (`>=` turned to `>`, or to `<=`: the same two sides)
    out += [line for line in written if line not in out and any(
        c not in was and frozenset((c[0], c[2])) in sides for c in _comparisons(line))]
    # (or a side kept by its last name, its bound's strictness changed: `at.to_date > expires_on` moved into a class as
    # `@today >= @coupon.expires_on`)
    # (or both sides kept, one by its last name in any case: `local.Hour >= 22` pulled into `IsQuietHour(int hour)` as `hour > 22`)
    out += [line for line in written if line not in out and any(c[1] != w[1] and (
        (_NAMED.fullmatch(_last(c[0])) and _last(c[0]) == _last(w[0])) or all(_kept_side(x, y) for x, y in ((c[0], w[0]), (c[2], w[2]))))
        for c in _comparisons(line) for w in was)]
    return out


def _kept_side(new: str, old: str) -> bool:
    return new == old or (_NAMED.fullmatch(_last(new)) is not None and _last(new).lower() == _last(old).lower())


_NAMED = re.compile(r"[A-Za-z_]\w{3,}")  # a side's last name that tells sides apart (not `0`, `i`)


def _last(side: str) -> str:
    """A comparison's side by its last name: `expires_on` of `@coupon.expires_on`."""
    return side.rsplit(".", 1)[-1].lstrip("@")


def _comparisons(line: str) -> set[tuple[str, str, str]]:
    """The comparisons of a line, each written with its smaller side on the left (`b > a` as `a < b`)."""
    out = set()
    for a, wide, narrow, b in _COMPARISON.findall(line):
        op = wide or narrow
        out.add((a, op, b) if op not in _MIRROR else (b, _MIRROR[op], a))
    return out


def _alike(a: list[str], b: list[str]) -> float:
    """The share of tokens two lines agree in; 0 when a quick bound already says they are less alike than ``_ALIKE``."""
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    return matcher.ratio() if matcher.real_quick_ratio() >= _ALIKE and matcher.quick_ratio() >= _ALIKE else 0.0


def _nearest(new: list[str], olds: list[list[str]]) -> tuple[float, list[str]]:
    """The line taken out (as tokens) most like a written one, and how alike they are; the first of equals."""
    return max(((_alike(old, new), old) for old in olds), key=lambda pair: pair[0], default=(0.0, []))


def swapped_word(written: Sequence[str], removed: Sequence[str]) -> bool:
    """A written line is a line taken out with one word of meaning swapped for another (`Math.ceil(total / size)` written
    back as `Math.floor(total / size)`): not an operator or a number, which a fix changes on purpose."""
    kept = {r.strip() for r in removed}
    olds = [_tokens(line) for line in list(dict.fromkeys(r.strip() for r in removed))[:_COMPARED] if line]
    for new in (_tokens(line) for line in list(written)[:_COMPARED] if line.strip() not in kept):
        # (against the line it rewrote, the most alike: not `… success?: true)` against the `… false)` beside it)
        ratio, old = _nearest(new, olds)
        if new and _ALIKE <= ratio < 1 and any(
                tag == "replace" and {*old[i1:i2], *new[j1:j2]} <= _meaning() and old[i1:i2] and new[j1:j2]
                for tag, i1, i2, j1, j2 in SequenceMatcher(None, old, new, autojunk=False).get_opcodes()):
            return True
    return False


def _differs(old: list[str], new: list[str]) -> bool:
    ops = SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
    return any(_changes_meaning(old[i1:i2], new[j1:j2]) for tag, i1, i2, j1, j2 in ops if tag != "equal")


def kept_behaviour(turn: Turn, written: list[str], blamed: str = "", earlier: Sequence[Turn] | None = None, test: str = "") -> list[str]:
    """``written``, narrowed to the lines changed on the way when the turn's request asked to keep what the code does,
    or opened by asking to restructure (not a change of rules that adds 「顺手简化一下」 at its end), or asked for one
    where the ``blamed`` sentence names it ("that worked before your cleanup"); else as it is. Narrowed, in this order, to
    the lines changed on the way, else the one range that takes in a number the sentence gives (``_covering``), else the
    lines written in place of a step taken out (``_dropped``), else what was pulled into another file (``_extracted``).
    Given the ``earlier`` turns, a function the turn wrote anew that nothing names is no suspect (``_in_use``). A failing
    ``test`` whose name says a step the restructuring dropped (`cancelReleasesStock`: `inventory.release(…)`) points where
    that step stood first."""
    # (a Ruby method's `?` ends no clause: 「Coupon#usable? がだんだんでかくなってきたから CouponValidator に切り出して」)
    opening = next((c.group(0) for c in _CLAUSE.finditer(re.sub(r"(?<=[A-Za-z_])\?(?= ?[\u3040-\u30ff\u3400-\u9fff])", "", turn.user.strip()))), "")
    if not (vocab.first(turn.user, "keep_results") or vocab.first(opening, "restructure")
            or vocab.first(blamed, "restructure") and vocab.first(turn.user, "restructure")):
        # (but a step the sentence says the code used to take, 「以前会直接从购物车删掉的」, "it used to remove it", that the edit
        # dropped: `this.remove(id)`; its Latin words and the English of its Japanese and Chinese ones)
        said = frozenset(vocab.english_of(blamed) | {w.lower() for w in re.findall(r"[A-Za-z]{4,}", blamed)}) if blamed and vocab.first(
            blamed, "broke") else frozenset()
        return (_dropped(turn, written, said) or written) if said else written
    # (and, of the functions it wrote anew, only those something names: "plus a `useDebouncedCallback` for later" beside
    # the `useDebounce` that SearchBox now calls; code nobody runs shows no symptom)
    written = (_in_use(turn, written, earlier) if earlier is not None else []) or written
    named = frozenset(w for part in _TEST_PART.findall(test.rsplit("::", 1)[-1].rsplit(".", 1)[-1])
                      for w in (part.lower(), part.lower().removesuffix("s")) if len(w) >= 4)
    return (_dropped(turn, written, named) if named else []) or _swapped(turn, written) or changed_on_the_way(written, [line for call in turn.tools for line in removed_lines(call)]) or _covering(
        written, blamed) or _dropped(turn, written) or _extracted(turn, written) or written


# a line that opens a function by its keyword, or binds an arrow function to a name (not `const rules = [`)
_FUNCTION = re.compile(r"(?:(?:export|default|async|pub|public|private|protected|internal|static|override|suspend)\s+)*"
                       r"(?:(?:def|func|function|fn|fun)\s+(?:\([^()]*\)\s*)?([A-Za-z_$][\w$]*)\s*[(<]"
                       r"|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?(?:function\b|\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>))")


# a comment line of a call's text, a patch's `+` before it
_COMMENT_LINE = re.compile(r"(?m)^[ \t+]*(?://|#|/\*|\*|--|;)[ \t].*$")


def _decoded(arguments: str) -> str:
    """A tool call's arguments with each JSON string value on lines of its own (a patch or plain text as it is)."""
    parsed = load_json(arguments)
    if not isinstance(parsed, (dict, list)):
        return arguments
    out: list[str] = []
    todo: list[object] = [parsed]
    while todo:
        value = todo.pop()
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, dict):
            todo.extend(reversed(list(value.values())))
        elif isinstance(value, list):
            todo.extend(reversed(value))
    return "\n".join(out)


def _in_use(turn: Turn, written: list[str], earlier: Sequence[Turn] = ()) -> list[str]:
    """``written`` without the lines of each function the turn wrote anew that nothing names, when another function it
    wrote is named (the one its other edits call); else empty. Named: by any line the turn wrote but the function's own
    definition line (a module's `main()` below `def main`, a call from its own body), any tool's output, a line an edit
    took out, or a message of an ``earlier`` turn. A decorated definition (a route), an override (Kotlin's `override fun
    onCreate`) and a dunder method (`__init__`) run without being named."""
    wrote_by = {id(call): written_lines(call) for t in (*earlier, turn) for call in t.tools}  # (each call's JSON read once)
    blocks: list[tuple[str, list[str]]] = []  # (the name a run of written lines defines, its lines), per call in order
    ran: set[str] = set()
    for call in turn.tools:
        blocks.append(("", []))  # (each call's lines start outside any function)
        before = ""
        for line in wrote_by[id(call)]:
            if found := _FUNCTION.match(line.strip()):
                blocks.append((name := next(g for g in found.groups() if g), []))
                if before.startswith("@") or "override" in line[:found.start(1) if found.group(1) else 0] or (
                        name.startswith("__") and name.endswith("__")):
                    ran.add(name)
            blocks[-1][1].append(line)
            before = line.strip() or before
    named = {name for name, _ in blocks if name}
    if len(named) < 2:
        return []
    heads = "\n".join(lines[0] for name, lines in blocks if name)
    # (every call's own text, not its path: the lines it wrote are kept without short ones, `main()`, and once each)
    # (nor a comment that names it: "// remaining is how long the link still has" above a helper nothing calls)
    wrote = "\n".join(_COMMENT_LINE.sub("", reduce(lambda text, path: text.replace(path, ""), call.paths, _decoded(call.arguments)))
                       for call in turn.tools if wrote_by[id(call)])
    # (a function that stood before the turn may have callers elsewhere in the project: `selectRemainingForFreeShipping`
    # moved into a new file is no idle one)
    seen = "\n".join([call.result or "" for t in (*earlier, turn) for call in t.tools if not wrote_by[id(call)]] +
                      [line for t in earlier for call in t.tools for line in removed_lines(call)] +
                      [f"{t.user}\n{t.assistant}" for t in earlier])

    def says(name: str) -> bool:
        pattern = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")
        return pattern.search(seen) is not None or len(pattern.findall(wrote)) > len(pattern.findall(heads))

    idle = {name for name in named - ran if not says(name)}
    if not idle or idle == named:
        return []
    # (a line both kinds write, `}` or `useEffect(() => {`, stays)
    dropped = {line for name, lines in blocks if name in idle for line in lines} - {
        line for name, lines in blocks if name not in idle for line in lines}
    return [line for line in written if line not in dropped]


_DEFINITION = re.compile(r"\b(?:func|def|function|fn|fun)\s+(?:\([^()\n]{0,80}\)\s*)?([A-Za-z_]\w*)\s*\(([^()\n]{0,200})\)")
_PARAM = re.compile(r"[A-Za-z_$][\w$]*")


def _swapped(turn: Turn, written: list[str]) -> list[str]:
    """The lines that call a function the turn defined with its first two arguments in the order of its parameters
    swapped (`ageDays(now, b.ModTime)` for `func ageDays(modTime, now time.Time) int`): wrong on their face."""
    params: dict[str, tuple[str, str]] = {}
    for line in (x for call in turn.tools for x in added_lines(call) + written_lines(call)):
        for name, given in _DEFINITION.findall(line):
            names = [m.group(0).lower() for part in given.split(",") if (m := _PARAM.search(part.split("=")[0].split(":")[0]))]
            if len(names) >= 2 and names[0] != names[1] and names[0] not in ("self", "this"):
                params[name] = (names[0], names[1])
    out = []
    for line in written:
        for name, args in re.findall(r"(?<![\w.$])([A-Za-z_]\w*)\(([^()]*)\)", line):
            parts = [a.strip().rsplit(".", 1)[-1].lower() for a in args.split(",")]
            if name in params and len(parts) >= 2 and not _DEFINITION.search(line) and (parts[0], parts[1]) == params[name][::-1]:
                out.append(line)
    return out


def _dropped(turn: Turn, written: list[str], said: frozenset[str] = frozenset()) -> list[str]:
    """The lines one edit of the turn wrote in place of lines that made a method call (`.filter((i) => i.qty > 0)`) that no
    line the turn wrote makes and its reply does not name: where the restructuring dropped a step of what the code did
    (not a call the reply says it took out, "no more recursive `cartReducer` call"). With ``said``, only the calls it names."""
    made = [line for call in turn.tools for line in added_lines(call)]
    made_tokens = [_tokens(m) for m in made]
    # (a step taken out whole, its line rewritten as no line like it: not `.atZone(…)` of a return line written back as
    # `return candidate.toInstant().toEpochMilli()`, whose zone moved into a clock)
    def drops(line: str) -> bool:
        return any((name in said if said else name in _steps()) and not any(re.search(rf"\.{name}\s*\(", m) for m in made)
                   and name not in turn.assistant and not any(_alike(_tokens(line), toks) >= _ALIKE for toks in made_tokens)
                   for name in _METHOD_CALL.findall(line))

    calls = [call for call in turn.tools if any(drops(line) for line in removed_lines(call))]
    if len(calls) != 1:
        return []
    old, new = [x.strip() for x in removed_lines(calls[0])], [x.strip() for x in added_lines(calls[0])]
    out = [line for line in added_lines(calls[0]) if line in written and not _LABEL.match(line)]
    if said:  # (of them, those written where the dropped line stood, not a helper written above it: `setQuantity`)
        at = next(k for k, line in enumerate(removed_lines(calls[0])) if drops(line))
        placed = {new[j] for tag, i1, i2, j1, j2 in SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
                  if tag == "replace" and i1 <= at < i2 for j in range(j1, j2)}
        out = [line for line in out if line.strip() in placed] or out
        # (and of those, the ones in the function the dropped line stood in, when its opening line was written back:
        # `return close(id, …CANCELLED);` in `cancel`, not the shared `close` the restructuring wrote below it)
        opened = [k for k, line in enumerate(old[:at]) if _OPENS.match(line)]
        if opened and old[opened[-1]] in new:
            start = new.index(old[opened[-1]]) + 1
            end = next((k for k in range(start, len(new)) if _OPENS.match(new[k])), len(new))
            out = [line for line in out if line.strip() in new[start:end]] or out
    return out


# a line that opens a function or method (`public Order cancel(long id) {`, `def cancel(self, id):`)
_OPENS = re.compile(r"(?:(?:[\w<>\[\],.?]+\s+)+[A-Za-z_]\w*\s*\([^()]*\)\s*(?:throws\s+[\w., ]+)?\s*\{"
                    r"|(?:async\s+)?(?:def|func|fn|function|fun)\s+\w+)")


def _extracted(turn: Turn, written: list[str]) -> list[str]:
    """What a restructuring pulled out into another file, in place of the lines that only call it ("抽个 paginate 函数出来":
    the body of `PageBounds` in paginate.go, not `start, end := PageBounds(len(all), page, size)` in handler.go; 「チャンク分けは
    batch.py に関数で切り出して」: `chunked`'s body, which another edit of the turn wrote); [] when nothing is."""
    bodies: dict[str, tuple[str, list[str]]] = {}  # (a function the turn defined: its file, and its lines to the next one)
    where: dict[str, str] = {}  # (the file each line the turn wrote is in)
    for call in turn.tools:
        lines = [line for line in written_lines(call) if line.strip()] if call.paths else []
        where.update((line.strip(), call.paths[0]) for line in lines)
        starts = [(k, name) for k, line in enumerate(lines) if _DEFINES.match(line) and (
            name := _defined_name(vocab.rules_for(call.paths[0]), line))]
        for (k, name), (end, _) in zip(starts, [*starts[1:], (len(lines), "")][:len(starts)], strict=True):
            bodies.setdefault(name, (call.paths[0], [line.strip() for line in lines[k:end]]))
    if not bodies:
        return []
    calling = re.compile(r"(?<![\w$.])(" + "|".join(map(re.escape, sorted(bodies))) + r")\s*\(")
    callers = {line: {n for n in calling.findall(line) if where.get(line.strip()) not in (None, bodies[n][0])} for line in written}
    called = sorted({name for names in callers.values() for name in names})
    kept = [line for line in written if not callers[line]]
    kept += [line for name in called for line in bodies[name][1] if line not in kept]
    return kept if called else []


def _covering(written: list[str], blamed: str) -> list[str]:
    """The one written line whose range comparison takes in a number the sentence gives: "stripe-mock answers 429 and we
    give up right away now" after a rewrite whose `case status >= 400 && status < 500:` returns false."""
    said = {int(n) for n in re.findall(r"(?<![\w.])\d{1,6}(?![\w.])", blamed)}
    out = [line for line in written for m in _RANGE.finditer(line) if any(
        (n >= int(m[3]) if m[2] == ">=" else n > int(m[3])) and (n <= int(m[5]) if m[4] == "<=" else n < int(m[5])) for n in said)]
    return out if len(set(out)) == 1 else []
