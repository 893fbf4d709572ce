"""Narrowing a located place: to the line that uses a quoted value, to a file named by plain
words, or to the quoted part of a long span (one hop down the call graph: ``callees``)."""

from __future__ import annotations

import re
from pathlib import Path

from honing.grounding import vocab
from honing.grounding.blocks import (
    _TEST_MARK,
    _defined_name,
    definition_span,
    in_tests,
)
from honing.grounding.callees import _name_parts
from honing.grounding.parts import _pieces
from honing.grounding.places import Candidate, Sourced, Vote, _rank
from honing.grounding.project import Project
from honing.grounding.prose import _CLAUSE


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


_COMPOUND_NAME = re.compile(r"[a-z][A-Z]|[A-Za-z][_-][A-Za-z]")  # CartSummary, user_list, date-utils


def named_by_words(found: list[Candidate], sentence: str, regression: bool = False, test: str = "",
                   project: Project | None = None) -> list[Candidate]:
    """The sentence's own words that name a folder or file of a place ("the web one" for
    packages/web/…, "fix it in the export" for pipeline/export.py) add a vote to the places
    whose path holds them and no other place's; the places are ranked again. With
    ``regression`` (a test fails since the agent's edit) the test the sentence names is what
    must pass, not the place."""
    # words of a part the sentence keeps out ("k8s 那边先不动", "leave the k8s one") or clears
    # ("admin preview is fine now") name no place
    pieces = [p for c in _CLAUSE.finditer(sentence) for p in _pieces(c.group(0))]
    clearing = " ".join(p for p in pieces if vocab.first(p, "exonerate"))
    kept = " ".join(p for p in pieces if not vocab.first(p, "deferral") and not vocab.first(p, "exonerate"))
    said = vocab.path_words(kept)
    _cleared_by_sentence(found, clearing, said)
    if project is not None and (within := _name_within(project, found, kept)):
        return within
    if not said or len(found) < 2:
        return found
    # a name the sentence writes out as one of the places' own (「useCart のほうだけ」):
    # that place, whatever the history weighed
    # (not the words of a failing test's title, `prune_local keeps the backup …`: the test runs that function)
    identifiers = set(re.findall(r"[A-Za-z_$][A-Za-z0-9_$]{3,}", kept.replace(test, " ") if " " in test else kept))
    # (not the failing test itself, written beside the code in Rust's `mod tests`)
    # (a table's name is a noun people say: "the orders page" names no `orders` table unless quoted)
    quoted = set(re.findall(r"`([A-Za-z_$][\w$]*)`", kept))
    own = [c for c in found if c.symbol and c.symbol in identifiers and c.symbol != test.rsplit("::", 1)[-1]
           and (c.symbol in quoted or vocab.rules_for(c.path).definition_weight >= 1.0
                or not (c.symbol.isalpha() and c.symbol.islower()))]
    failing = vocab.first(sentence, "run_failed") and not any(vocab.first(sentence, c) for c in ("test_outdated", "test_at_fault"))
    # (or a test written by name with nothing said against it: 「test_export_csv_has_bom の方もおねがい」)
    blamed = any(vocab.first(sentence, c) for c in ("test_outdated", "test_at_fault", "test_instead"))
    if own and (regression or failing or vocab.first(sentence, "make_pass") or not blamed):
        # "make heavyParcelSurcharge pass", a test failing since the agent's edit, 「CIで
        # TestStore_ListUsers_Orderが落ちてる」: the test named is what must pass, not the place
        # (nor a test written beside the code, in Rust's `mod tests`: "yeah fix parse_size_plain_bytes")
        own = [c for c in own if not _TEST_MARK.search(c.path.rsplit("/", 1)[-1]) and "/test" not in f"/{c.path}"
               and not (project is not None and c.start_line is not None and in_tests(project, c.path, c.start_line))]
    # (a type that holds the leading place is no pointer past it when a test fails since the agent's
    # edit: "SlotFinder#available_slots …" names the class the spec describes, while the edit's
    # lines stand in one method of it)
    top = max(found, key=lambda c: c.weight)
    own = [c for c in own if c is top or not (regression and _encloses(c, top))]
    if own and len({c.symbol for c in own}) == 1:
        lead = max(c.weight for c in found)
        for c in own:
            turn = c.votes[0].turn if c.votes else None
            c.votes.append(Vote(lead, f"the sentence names `{c.symbol}`", None, turn))
        return sorted(found, key=_rank)
    # a test failing since the agent's edit names the function it tests (`TestAllowBurst`,
    # `test_apply_discount_twice`): of the places the edit touched, the one so named
    subject = _tested(identifiers, found) if regression or failing else None
    # (and, failing since the agent's edit, a test class the one it tests: `OrderControllerTest`
    # for OrderController.java; a test that fails on CI only may be wrong itself)
    tested = {n.removesuffix("s").removesuffix("Test") for n in identifiers if _TEST_CLASS.fullmatch(n)}
    under = {c.path for c in found if Path(c.path).stem in tested and not _TEST_MARK.search(c.path.rsplit("/", 1)[-1])}
    if subject is not None or (regression and len(under) == 1):
        lead = max(c.weight for c in found)
        for c in found:
            if c.symbol == subject or (subject is None and c.path in under):
                turn = c.votes[0].turn if c.votes else None
                named_test = f"the failing test's name names `{subject or Path(c.path).stem}`"
                if subject is not None and project is not None and _hands_to(project, c, top):
                    # (which now hands its work to the place that leads: a controller's `create`
                    # after its body was extracted into a service's `call`)
                    top.votes.append(Vote(lead, f"{named_test}, which calls `{top.symbol}`", None, turn))
                    continue
                c.votes.append(Vote(lead, named_test, None, turn))
        return sorted(found, key=_rank)
    # the same for a file's own name when it reads as a name, not a word (「CartSummaryのほうも
    # お願い」 for CartSummary.vue; not "filter" for filter.rs)
    # (or written apart as words: "mini cart" for MiniCart.tsx)
    runs = {"".join(ws[i:i + k]).lower() for ws in [re.findall(r"[A-Za-z]+", kept)] for k in (2, 3) for i in range(len(ws) - k + 1)}
    # (not when another place's file bears the name too: TopBar.tsx beside TopBar.module.css)
    # (a file named whole outvotes one named by the leading parts of its name: "the order list" is OrderList.tsx, not
    # OrderListItem.tsx; with none named whole, "the settle up screen" is SettleUpViewModel.kt)
    whole = any(Path(c.path).stem.lower() in runs for c in found)
    files = [c for c in found if not own and (Path(c.path).stem in identifiers or (Path(c.path).stem.lower() in runs or not whole and _leads(Path(c.path).stem) & runs)
                                              and not any(
        f.path != c.path and Path(f.path).name.startswith(Path(c.path).stem + ".")
        and not re.search(r"\.(?:test|spec|stories)\.", f.path) for f in found))
             and _COMPOUND_NAME.search(Path(c.path).stem)]
    # (not a test that fails on CI only: it may be wrong itself, 「CI でだけ落ちる。手元だと通るのに」)
    if regression or (failing and not vocab.first(sentence, "passes_elsewhere")) or vocab.first(sentence, "broke"):
        # "CI fails: config_test.go:24 … you broke it", 「PriceCalculatorTest 的 … 还是红的」: the
        # test file shows the failure, the place is what it tests
        files = [c for c in files if not _TEST_MARK.search(c.path.rsplit("/", 1)[-1]) and "/test" not in f"/{c.path}"]
    # (or by the role its name ends with, said as the topic's name, when one place's file alone has it: 「mapper 那个运费的问题」
    # for OrderMapper.java; not "dont wanna touch the calculator", "keep the screen change")
    topical = {r for r in said if re.search(rf"(?<![a-z]){re.escape(r)}\s*(?:(?:thing|one|issue|bug|problem)\b|的?(?:那个|问题)|の?(?:やつ|件))",
                                            kept.lower())}
    roles = [c for c in found if not own and _role(c.path) in topical]
    files = files or (roles if len({c.path for c in roles}) == 1 else [])
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



# a field's or variable's name (not `ValueError`) that names the matter talked of: "the created_at
# thing", 「created_at の件」, 「那个 created_at 的问题」
_THING_NAMED = re.compile(r"(?<![A-Za-z0-9_$.`])`?([a-z_$][A-Za-z0-9_$]{3,})`?\s*(?:(?:thing|issue|problem|bug)\b|的?\s*(?:问题|事)|の?\s*(?:問題|件|やつ))")


def _name_within(project: Project, found: list[Candidate], kept: str) -> list[Candidate] | None:
    """A field's or variable's compound name the sentence writes (「那个 created_at 的问题」) that is no
    place's own name and stands in the lines of one place only, not the leading one, of two or more
    (the scope `succeeded` beside `refunds_in_period`, whose `where(created_at: @period)` the turn
    quoted): that place leads."""
    names = {n for n in _THING_NAMED.findall(kept) if _COMPOUND_NAME.search(n) and not _TEST_NAME.match(n)} - {
        c.symbol for c in found} - {Path(c.path).stem for c in found}
    if not names or len(found) < 2:
        return None
    word = re.compile(r"(?<![\w$])(?:" + "|".join(map(re.escape, sorted(names))) + r")(?![\w$])")
    holders = [(c, m.group(0)) for c in found if c.start_line is not None and c.end_line is not None and (m := word.search(
        "\n".join(project.lines(c.path)[c.start_line - 1:c.end_line])))]
    if len(holders) != 1 or holders[0][0] is found[0]:
        return None
    (holder, name), lead = holders[0], max(c.weight for c in found)
    holder.votes.append(Vote(lead, f"`{name}`, which the sentence names, stands here", None,
                             holder.votes[0].turn if holder.votes else None))
    return sorted(found, key=_rank)


def _leads(stem: str) -> set[str]:
    """The leading parts of a compound name, two or more of them and not all, lower-cased and joined: what "the settle up
    screen" writes apart for SettleUpViewModel (settleup, settleupview)."""
    parts = re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", stem)
    return {"".join(parts[:k]).lower() for k in range(2, len(parts))}


def _role(path: str) -> str:
    """The last capitalised part, of five letters or more, of a file name with two such parts or more, lower-cased
    (OrderMapper.java → mapper; OrderDao.java and orderMapper.ts → "")."""
    parts = re.findall(r"[A-Z][a-z]+", Path(path).stem)
    return parts[-1].lower() if len(parts) >= 2 and len(parts[-1]) >= 5 else ""


def touched(path: str, edited: set[str]) -> bool:
    """``path`` (relative to the project) is one of the ``edited`` paths (as the transcript wrote them)."""
    return any(p == path or p.endswith("/" + path) for p in edited)


_FILE_NAME = re.compile(r"[\w./-]*\w\.[A-Za-z]{1,8}\b")


def still_where_named(sentence: str, found: list[Candidate], edited: set[str]) -> list[Candidate]:
    """Still there, the sentence says, in a place whose path its words name and that no edit since
    the turn touched, beside places an edit did touch (「週報のモーダル…まだ英語」 after the daily
    report's modal was translated): that place gets a vote as strong as the leading one's."""
    # (by words, not by a file it writes out: "(see the docstring in report.py)" points at a line to read)
    words = _FILE_NAME.sub(" ", sentence)
    said = vocab.path_words(" ".join(p for c in _CLAUSE.finditer(words) for p in _pieces(c.group(0))
                                     if not vocab.first(p, "exonerate")))
    named = [c for c in found if {w.lower() for w in re.split(r"[/._\-]", c.path)} & said]
    if not named or any(touched(c.path, edited) for c in named) or not any(touched(c.path, edited) for c in found):
        return found
    lead = max(c.weight for c in found)
    for c in named:
        turn = c.votes[0].turn if c.votes else None
        c.votes.append(Vote(lead, f"the sentence says it is still there in {c.path}, which the fix left alone", None, turn))
    return sorted(found, key=_rank)


def still_in_named_definition(project: Project, sentence: str, found: list[Candidate], edited: list[str],
                              turn: int | None) -> list[Candidate]:
    """Still there, the sentence says, in a thing its words name part by part (「ステータス列の緑の
    バッジだけまだ英語」 names `status_badge`): the one definition so named in the files the fix edited
    gets a vote stronger than the leading place's (added as a place when none holds it): the sentence's
    own words outweigh what the history named."""
    said = vocab.path_words(_FILE_NAME.sub(" ", sentence))
    named = [(rel, k, name) for rel in sorted(set(edited)) for k, line in enumerate(project.lines(rel), 1)
             if (name := _defined_name(vocab.rules_for(rel), line)) and len(parts := _name_parts(name)) >= 2
             and all(part in said for part in parts)]
    if len(said) < 2 or len(named) != 1 or not found:
        return found
    rel, line, name = named[0]
    start, end, _ = definition_span(project, rel, line, name)
    place = next((c for c in found if c.path == rel and c.start_line is not None and c.start_line <= line <= (c.end_line or 0)),
                 None)
    if place is None:
        place = Candidate(rel, start, end, name)
        found.append(place)
    place.votes.append(Vote(max(c.weight for c in found) * 1.25, f"the sentence names `{name}` word by word and says it is "
                            "still there", None, turn))
    return sorted(found, key=_rank)


def _encloses(outer: Candidate, inner: Candidate) -> bool:
    """``outer``'s lines hold all of ``inner``'s, in the same file."""
    if outer.path != inner.path or None in (outer.start_line, outer.end_line, inner.start_line, inner.end_line):
        return False
    return (outer.start_line or 0) <= (inner.start_line or 0) <= (inner.end_line or 0) <= (outer.end_line or 0)


def _cleared_by_sentence(found: list[Candidate], clearing: str, said: set[str]) -> None:
    """The parts of the sentence that clear something (``clearing``: "sms still says 9:00 … admin
    preview is fine now") take two thirds of the votes of the places whose path their words name,
    when some place's path does not hold them."""
    words = vocab.path_words(clearing) - said if clearing else set()
    hit = [c for c in found if {p.lower() for p in re.split(r"[/._\-]", c.path)} & words]
    if not hit or len(hit) == len(found):
        return
    for c in hit:
        c.reweigh(1 / 3)
    found.sort(key=_rank)


_TEST_NAME = re.compile(r"^(?:Test_?|test_)(\w+)$")
# a JUnit/Kotlin test named unit of work first: `refund_revokesEarnedPointsIncludingBonus`
_UNIT_OF_WORK = re.compile(r"^[a-z][A-Za-z0-9]*_[a-z][^\WA-Z]*[A-Z]\w*+$")
_TEST_CLASS = re.compile(r"[A-Z]\w*[a-z]Tests?")


def _hands_to(project: Project, named: Candidate, top: Candidate) -> bool:
    """``named`` (a function in another file than ``top``) calls the function ``top`` is."""
    if named is top or named.path == top.path or not top.symbol or named.start_line is None or named.end_line is None:
        return False
    body = "\n".join(project.lines(named.path)[named.start_line:named.end_line])
    return re.search(rf"(?<![\w$]){re.escape(top.symbol.rsplit('.', 1)[-1])}(?![\w$])", body) is not None


def _tested(identifiers: set[str], found: list[Candidate]) -> str | None:
    """The one symbol of ``found`` that a test name among ``identifiers`` begins a part of:
    `Allow` for `TestAllowBurst`, `apply_discount` for `test_apply_discount_twice`; None
    when no test is named or several symbols fit."""
    # (a function the edit touched with a line of its own, not one a common line stands in)
    symbols = {c.symbol for c in found if c.symbol and not _TEST_MARK.search(c.path.rsplit("/", 1)[-1])
               and any(v.weight >= 1.0 for v in c.votes)}
    # (a function named by two words or more that the test's name says in order, the words apart: `refund_order` for
    # `test_refund_marks_order_refunded`, over the `Order` it also says)
    covering = {symbol for name in identifiers if (test := _TEST_NAME.match(name)) for symbol in symbols
                if "_" in symbol and symbol.islower() and _in_order(symbol.split("_"), test.group(1).lower().split("_"))}
    if len(covering) == 1:
        return next(iter(covering))
    fits: set[tuple[str, str, int]] = set()  # (test, symbol, where in the test's name it begins)
    for name in identifiers:
        test = _TEST_NAME.match(name)
        if test is None:
            continue
        subject = test.group(1)
        starts = [0] + [m.end() for m in re.finditer("_", subject)]
        for symbol in symbols:
            short = symbol.rsplit(".", 1)[-1]
            if len(short) < 3:
                continue
            for at in starts if short[0].isupper() else [0]:
                rest = subject[at + len(short):at + len(short) + 1] if subject[at:].lower().startswith(short.lower()) else None
                if rest is not None and (not rest or rest.isupper() or rest in "_0123456789"):
                    fits.add((name, symbol, at))
    if not fits:  # (a unit-of-work name, `refund_revokesEarnedPoints…`, names a symbol's whole name)
        fits = {(name, symbol, 0) for name in identifiers if _UNIT_OF_WORK.match(name)
                for symbol in symbols if symbol.rsplit(".", 1)[-1] == name.split("_", 1)[0]}
    # of `Get` and `GetUserByID` for `TestGetUserByID` (both begin it) the longer one says
    # more; `Limiter` and `Allow` for `TestLimiter_Allow` begin different parts: no choice
    if len({(name, at) for name, _, at in fits}) != 1:
        return None
    longest = max(len(symbol) for _, symbol, _ in fits)
    chosen = {symbol for _, symbol, _ in fits if len(symbol) == longest}
    # (a type's name that begins the file name of a place holding over three times its votes is the domain's noun there,
    # not the place: `Coupon` for test_coupon_is_valid_through_its_expiry_day, beside the edit's logic in CouponService.php)
    own = max((c.weight for c in found if c.symbol in chosen), default=0.0)
    if any(Path(c.path).stem.lower() != (short := symbol.rsplit(".", 1)[-1]).lower() and Path(c.path).stem.lower().startswith(short.lower())
           and short[:1].isupper() and c.weight > 3 * own for symbol in chosen for c in found if not _TEST_MARK.search(c.path.rsplit("/", 1)[-1])):
        return None
    return next(iter(chosen)) if len(chosen) == 1 else None


def _in_order(parts: list[str], words: list[str]) -> bool:
    """Each of ``parts`` stands among ``words``, in the same order (a subsequence), and there are two or more."""
    it = iter(words)
    return len(parts) >= 2 and all(part in it for part in parts)


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
        # (the place runs over every line the votes point at: 512Mi at lines 14 and 29)
        focus = [v.focus for v in cand.votes if v.focus is not None]
        if focus and home.start_line is not None and home.end_line is not None:
            home.start_line, home.end_line = min(home.start_line, *focus), max(home.end_line, *focus)
        del candidates[key]


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
