"""When the best candidate still does not say which place is meant: a reply that names
several causes it cannot tell apart, one that answers several problems place by place, or
separate findings in separate files, and a sentence that chooses none of them ("fix it pls").
Ambiguity is reported, never resolved by guessing."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import items, mentions, vocab
from honing.grounding.asides import BULLET_LINE
from honing.grounding.candidates import Candidate, Plan
from honing.grounding.choices import lettered_items
from honing.grounding.edits import _fixed_by_edit, _written_paths
from honing.grounding.items import _numbers_taken, ordinal
from honing.grounding.parts import _pieces
from honing.grounding.prose import (
    _CLAUSE,
    _LACKING,
    _masked,
    _proposes,
    _prose,
    _readable,
    _reports,
    _said_in,
    keywords,
)
from honing.grounding.remaining import _taken_up
from honing.grounding.settled import _ENUMERATED, _places, _reports_several, _same_thread
from honing.sessions.model import Turn


def unchosen(sentence: str, turns: Sequence[Turn], candidates: Sequence[Candidate],
             kept_out: frozenset[str] = frozenset()) -> str | None:
    """Why the sentence does not choose among the places the top candidate lays out, or None
    when it does (or there is one). ``kept_out``: names the user took off the table ("I'll do the
    coupon one myself … don't touch apply_coupon"); a cause that says one is no longer a choice."""
    top = candidates[0]
    top_turn = next((t for t in turns if t.index == top.turn), None)
    # ("the easy one first" after a reply that said both take the same effort: no ease tells them apart)
    even = next((t for t in turns if vocab.first(_prose(t.assistant), "same_effort")), None)
    if vocab.first(sentence, "by_ease") and even is not None:
        return (f"the sentence picks the easier option, and turn {even.index} says the options take the same effort")
    # ("the most likely one" after a reply that said it cannot tell which cause it is: nothing says which is likelier)
    if vocab.first(sentence, "by_likelihood") and top_turn is not None and vocab.first(_prose(top_turn.assistant), "undecided"):
        return f"the sentence picks the likelier cause, and turn {top_turn.index} says it cannot tell which cause it is"
    # a follow-up question on the report ("remind me what retry_after does?") leaves the
    # report's turn to say whether it could tell the causes apart
    asked = top_turn is not None and not _reports(top_turn.user) and not _fixed_by_edit(top_turn)
    if asked and top_turn is not None:
        opened = next((t for c in candidates[1:] for t in turns if t.index == c.turn and c.defect
                       and _same_thread(turns, t.index, top_turn.index) and vocab.first(_prose(t.assistant), "undecided")), None)
        top_turn = opened or top_turn  # (the report's turn that could not tell, past a side question between)
    # (also past a side question, when the report's own reply laid out the causes without saying it cannot tell them
    # apart, and a later reply says it: 「今ある情報ではどちらとも言えません」)
    if top_turn is not None and (not asked or not vocab.first(_prose(top_turn.assistant), "undecided")):
        # the report's turn laid out the causes, and a follow-up on it still cannot choose ("Then
        # both are happening … fixing only one of them would still leave some")
        # (a follow-up that brings logs is about the same causes when its reply places nothing new)
        # (only when the report's reply laid out several causes, or the follow-up places two itself)
        reply = _readable(top_turn.assistant)
        several = len(items.numbered_items(reply)) >= 2 or bool(items._COUNTED.search(reply))
        follow = [t for t in turns if t.index > top_turn.index and not _fixed_by_edit(t)
                  and (_same_thread(turns, top_turn.index, t.index) or not _places(t) - _places(top_turn))
                  and vocab.first(_prose(t.assistant), "undecided") and (several or len(_places(t)) >= 2)]
        top_turn = follow[-1] if follow else top_turn
    # (the words of a part that sets something aside choose nothing: 「算了不等日志了，少数据那个直接修了吧」)
    # (nor what it says it lacks: 「还是没抓到日志」)
    # (nor one that gives a reason of the user's own plans: 「月曜にPi再起動するときにpullするから」)
    # (nor when it happened: "the Ferryman's Lantern page this time")
    asking = vocab.masked(_LACKING.sub(" ", " ".join(p for c in _CLAUSE.finditer(sentence) for p in _pieces(c.group(0))
                                                     if not vocab.first(p, "deferral") and not _REASON.search(p.strip()))), "occasion")
    if top_turn is not None and (taken := _kept_item(sentence, top_turn, kept_out)) is not None:
        return taken
    if top_turn is not None and not vocab.first(sentence, "all_of") and _undecided(
            turns, top_turn, keywords(asking), kept_out):
        return (f"turn {top_turn.index} names more than one possible cause and does not say which is meant, and the "
                "sentence does not choose")
    reported = next(t for t in turns if t.index == top.turn)
    if not vocab.first(sentence, "all_of") and _reports_several(reported) and not _picks_one(asking, reported.user):
        # "(1) … (2) …" answered place by place, then "fix that": which one is not said
        return (f"turn {top.turn} reports several problems, each in its own place, and the sentence does not "
                "say which one")
    # ("nope, still broken on android" after "1. pull to refresh spinner … 2. dates … "Invalid Date"", fixed in two files)
    if vocab.first(sentence, "still") and _fixed_apart(reported) and not _picks_item(asking, reported.user):
        return (f"turn {top.turn} fixed several reported problems in separate files, and the sentence says one is still "
                "there without saying which")
    # the agent numbered separate defects in separate files and recommended none; "fix it pls"
    # after a follow-up on them does not say which (the words of a part that picks do)
    listed = next((t for t in turns if t.index in {c.turn for c in candidates[:2]} and findings_apart(t)), None)
    newest = next(t for t in turns if t.index == top.turn)
    if listed is not None and newest.index > listed.index and _reports(newest.user) and _places(newest) - _places(listed):
        listed = None  # a newer report placed anew ("now the app crashes … `SyncRepository.kt` line 4") is answered
    listing = _readable(listed.assistant) if listed is not None else ""
    spans = items.numbered_items(listing)
    if listed is not None and (any(vocab.first(sentence, c) for c in ("other", "remaining", "all_of", "position"))
                               or _numbers_taken(sentence) or ordinal(sentence) or _taken_up(turns, listed, listing, spans)
                               or any(_proposes(t) for t in turns if t.index > listed.index)):
        listed = None  # one was taken up, kept, recommended since, or the sentence says which (or all)
    # (a word picks when one item says it, not the reply's closing line: "exactly the difference")
    picking = [k for k in keywords(asking) if any(_said_in(k, listing[a:b].lower()) for a, b in spans)]
    if listed is not None and not picking:
        return f"turn {listed.index} reports separate defects in separate files, and the sentence does not say which"
    return None


def _picks_one(sentence: str, report: str) -> bool:
    """The sentence says the words of exactly one of the report's numbered parts ("do the 'flagged with D instead of
    omitted' bit" of "(1) … ISO 8601 …; (2) … semicolon; (3) discontinued articles are now flagged with status code D
    instead of being omitted")."""
    marks = list(_ENUMERATED.finditer(report))
    parts = [report[m.start():(marks[k + 1].start() if k + 1 < len(marks) else len(report))].lower() for k, m in enumerate(marks)]
    return _says_one(sentence, parts)


def _says_one(sentence: str, parts: list[str]) -> bool:
    """The sentence's words stand in exactly one of ``parts`` (lower-cased) more often than in any other."""
    scores = [sum(_said_in(k, part) for k in keywords(sentence)) for part in parts]
    return bool(scores) and max(scores) > 0 and scores.count(max(scores)) == 1


def _fixed_apart(turn: Turn) -> bool:
    """The user numbered two problems or more ("1. … 2. …") and the turn's edits fixed them in separate files."""
    return len(items.numbered_items(_prose(turn.user))) >= 2 and len(
        {p.replace("\\", "/").lstrip("./") for p in _written_paths([turn]) if not vocab.is_test_path(p)}) >= 2


def _picks_item(sentence: str, report: str) -> bool:
    """The sentence says the words of exactly one of the report's numbered items."""
    text = _prose(report)
    return _says_one(sentence, [text[a:b].lower() for a, b in items.numbered_items(text)])


# a clause keyed to a cause's number or letter: 「- 2：…」, "1: …", 「- B 要改「开店预热」的动作」
_KEYED = re.compile(r"^\W*(?:([1-9])\s*[:：]|([A-H])(?:\s*[:：]|\s+(?=[^\x00-\x7f])))")


_REASON = re.compile(r"(?:から|ので)[。.!！、,，]?$|^(?:because\b|因为|因為)", re.IGNORECASE)


def _key(m: re.Match[str]) -> int:
    return int(m.group(1)) if m.group(1) else ord(m.group(2)) - ord("A") + 1


def _leads_keyed(prose: str, end: int, causes: int) -> bool:
    """The clause ending at ``end`` leads, with a colon, into bullets each keyed to one of the
    ``causes`` (each cause's own fix, not a choice of one)."""
    bullets = [b.group(0).lstrip(" \t-*•") for b in BULLET_LINE.finditer(prose[end:end + 600].split("\n\n")[0])]
    keys = [k for b in bullets if (k := _KEYED.match(b))]
    return (prose[:end].rstrip().endswith((":", "：")) and len(bullets) >= 2 and len(keys) == len(bullets)
            and all(_key(k) <= causes for k in keys))


_NAME = re.compile(r"[A-Za-z_$][\w$]*")  # (a name the user kept out, not a file or a quoted line)


def _names(name: str, text: str) -> bool:
    """``text`` names the identifier ``name`` whole (a kept `average` is not `average_item_price`)."""
    return re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text, re.IGNORECASE) is not None


def _kept_item(sentence: str, turn: Turn, kept_out: frozenset[str]) -> str | None:
    """Why the item the sentence takes cannot be meant: the user took off the table what it says ("fix the second
    one", "item 2", "the latter" or "the coupon one" after "I'll do the coupon one myself … don't touch apply_coupon");
    a kept name that more than one item says is no item's own."""
    names = [n for n in sorted(kept_out) if _NAME.fullmatch(n)]
    text = _readable(turn.assistant)
    listed = items.numbered_items(text)
    if not names or len(listed) < 2:
        return None
    said = [text[a:b] for a, b in listed]
    taken = _numbers_taken(sentence)
    by_word = _BY_NUMBER.search(sentence)
    number = ordinal(sentence) or (next(iter(taken)) if len(taken) == 1 else None) or (
        int(by_word.group(1)) if by_word else None) or (len(listed) if _LATTER.search(sentence) else None)
    if number is None and (vocab.first(sentence, "other") or vocab.first(sentence, "remaining")):
        return None  # ("Record 那个我晚点弄，另外那个你先弄了吧": it names the kept one to take the other)
    parts = [p for c in _CLAUSE.finditer(sentence) for p in _pieces(c.group(0))
             if not vocab.first(p, "deferral") and not vocab.first(p, "postpone")]
    if number is None and len(parts) == 1:  # (by its topic, in a sentence of one part: a word only the kept item says)
        words = {w.lower() for w in keywords(parts[0])}
        picks = [k for k, item in enumerate(said, 1) if any(_said_in(w, item.lower()) for w in words)
                 and not any(_said_in(w, other.lower()) for j, other in enumerate(said, 1) if j != k for w in words)]
        number = picks[0] if len(picks) == 1 else None
    if not number or not 0 < number <= len(listed):
        return None
    kept = next((n for n in names if _names(n, said[number - 1])
                 and not any(_names(n, other) for j, other in enumerate(said, 1) if j != number)), None)
    return None if kept is None else (f"the sentence takes item {number} of turn {turn.index}, and the user took "
                                      f"`{kept}` off the table: it is theirs to do")


_BY_NUMBER = re.compile(r"(?:\bitem|\bno\.|\bnumber|\bstep|#)\s*([1-9])\b", re.IGNORECASE)
_LATTER = re.compile(r"\b(?:the\s+)?latter\b|後者|后者|后一个", re.IGNORECASE)


def _undecided(turns: Sequence[Turn], turn: Turn, sentence_keys: set[str], kept_out: frozenset[str] = frozenset()) -> bool:
    """The agent's reply says it cannot tell which of the causes it laid out it is ("Both
    fit … to tell them apart", どちらか断定できません, 两种都说得通), the causes stand in two or
    more places (in this reply, or in the one before when this one answers a follow-up), and
    the sentence says nothing of what the reply says (a bare "just fix it" picks none)."""
    prose = _prose(turn.assistant)
    # (words the report itself says choose nothing: "fix the flaky test" after "why is it flaky")
    # (a word picks a cause when a cause says it, not the reply's closing request: 「财务那次」)
    text = _readable(turn.assistant)
    marker = vocab.first(text, "undecided")
    # (unless the reply says they are separate defects, both real, and only asks which comes first or which to fix:
    # 「两个独立的 bug… 要先改哪个？」, then 「另一个手续费的也改了吧」; "I found two issues … Which one should I fix first?",
    # then "fix the coupon one"; not "two separate bugs … Which one you're seeing depends on …")
    separate = vocab.first(prose, "separate_bugs") is not None and marker is not None and bool(
        re.search(r"先|first|から|\bfix\b|修|直", marker.group(0), re.IGNORECASE))
    choosing = [k for k in sentence_keys if separate or not items._speaks_of(turn.user, k)]
    listed = items.numbered_items(text[:marker.start()]) if marker else []  # (the list of causes, not a later one of requests)
    after = (items.numbered_items(text) or lettered_items(text)) if marker is not None and len(listed) < 2 else []
    if len(after) >= 2 and "\n" not in text[marker.end() if marker else 0:after[0][0]].strip():
        listed = after  # (the list the lead that cannot tell opens: 「光看代码分不出…是哪个造成的:\n\n**A. …**」)
    # (or the bullets after the marker, one cause each: "Both are still possible:\n- if … `Timestamp.parse`;\n- if …")
    bullets = [m.group(0) for m in BULLET_LINE.finditer(text, marker.end())] if marker and len(listed) < 2 else []
    # (a word every listed cause says picks none of them: "payouts" in each one's path)
    causes = ([text[a:b].lower() for a, b in listed] if len(listed) >= 2 else [b.lower() for b in bullets]
              if len(bullets) >= 2 else [prose.lower()])
    names = [n for n in kept_out if _NAME.fullmatch(n) and sum(_names(n, c) for c in causes) == 1]
    said = [*causes, turn.user.lower()]
    if len(causes) > 1 and names and not any(_said_in(k, c) for k in sentence_keys for c in said) and len(
            [c for c in causes if not any(_names(n, c) for n in names)]) == 1:
        return False  # (all the causes but one were taken off the table, and the sentence names none: that one is chosen)
    lead = text[max(0, listed[0][0] - items._LEAD):listed[0][0]].lower() if len(listed) >= 2 else "\0"
    choosing = [k for k in choosing if not _said_in(k, lead)]  # (nor one its lead says of all: 「两种单子都有：」)
    # (a word that picks one cause chooses; words that pick different causes choose none: "make the restarts stop …
    # before standup" says `before` of cause A and `stop` of cause B's `unless-stopped`)
    picked = {j for k in choosing for j, c in enumerate(causes)
              if _said_in(k, c) and not (len(causes) > 1 and all(_said_in(k, c) for c in causes))}
    if not vocab.first(prose, "undecided") or len(picked) == 1:
        return False
    # (a reply that ends asking which comes first has not chosen, whatever it suggested on the way:
    # 「两个都值得修（顺便建议 …）。你想先修哪个？」)
    # (its last question that offers nothing: 「客户是在页面上看到的，还是下载的 CSV 里看到的？」, not "Shall I?")
    asks = [c for c in _CLAUSE.finditer(prose) if c.group(0).rstrip().endswith(("?", "？", "か。", "か", "吗", "呢"))
            and (vocab.first(c.group(0), "undecided") or not vocab.first(c.group(0), "proposal"))]
    asks_last = asks[-1].start() if asks else -1
    # (nor a proposal to fix them all: "there are two problems in `Reserve` I'd fix before merging"; nor one change
    # proposed for all of them: 「我建议在 `ApplicationController` 里加一个 `safe_redirect_target`，两处都用」)
    # (asking for the log that would tell them apart chooses nothing: 「建议先让测试复现时抓一下日志」)
    # (nor each listed cause's own fix: "A. … 修法是改成 `SET NX`" / "B. … 修法是复用 nonce")
    # (or says where its fix goes: 「这种情况要改的是让菜单脱离 body」 beside 「…提到 `var(--z-dropdown)` 就行」)
    own_fix = [text[a:b] for a, b in listed] if len(listed) >= 2 and all(
        vocab.first(text[a:b], "proposal") or vocab.first(text[a:b], "fix_place") for a, b in listed) else []
    if any(vocab.first(c.group(0), "proposal") and not vocab.first(c.group(0), "open_choice") and not _within_undecided(c.group(0))
           and not items._COUNTED.search(c.group(0)) and not any(vocab.first(c.group(0), k) for k in ("asks_to_check", "describes_code", "for_all", "to_reporter"))
           and c.end() > asks_last and not any(c.group(0).strip() in item for item in own_fix)
           and not ((k := _KEYED.match(c.group(0))) and _key(k) <= len(listed))  # (「- 2：`rate_on()` 改成…」)
           and not _leads_keyed(prose, c.end(), len(listed))  # (「两种情况的改法在不同地方：\n- A 要改…\n- B 要改…」)
           for c in _CLAUSE.finditer(prose)):
        return False  # "both are possible, I'd return early": the reply chose ("should I change one of them?" did not)
    # (the tests a run failed count as places too, when the reply asks which to look at: 「- `CsvExporterTest.escapesCommaInRemark`
    # …\n- `OrderServiceTest.memberDiscountAppliesAtThreshold` …\n要看哪个你说一声」)
    places = _places(turn) | {(m.value, None) for m in mentions.find(text) if m.kind == "test"}
    if len(places) < 2:  # (the causes a follow-up cannot tell apart stand where the newest reply before it placed them)
        placed = [t for t in turns if t.index < turn.index and _places(t)]
        # (the one that could not tell them apart either, past a side task between: 「サポートから返事きた…」 after the
        # lazy routes of turn 3)
        placed = [t for t in placed if vocab.first(_prose(t.assistant), "undecided")] or placed
        places |= _places(placed[-1]) if placed else set()
    return len(places) >= 2


def _within_undecided(clause: str) -> bool:
    """The clause's proposal word stands inside a phrase that says the reply cannot choose yet ("With that I can pick
    the right fix."): it proposes nothing ("both could be argued, but I'd return early" does)."""
    proposal, undecided = vocab.first(clause, "proposal"), vocab.first(clause, "undecided")
    return bool(proposal and undecided and undecided.start() <= proposal.start() < undecided.end())


def findings_apart(turn: Turn) -> bool:
    """The agent's reply numbers two or more defects, each placed in its own file ("1. … in
    `src/import.rs` line 19 … 2. … `src/parse.rs` line 12"), and recommends none of them."""
    text = _readable(turn.assistant)
    spans = items.numbered_items(text)
    # (a proposal or a recommendation of one of them; "fix both before the release" recommends none)
    if len(spans) < 2 or any((vocab.first(c, "proposal") or any(items._said_plainly(w, c) for w in vocab.table()[
            "recommendation_marks"])) and not vocab.first(c, "every") for c in (m.group(0) for m in _CLAUSE.finditer(_prose(text)))):
        return False
    # (items under a lead that calls them causes, 「遅さの原因は2つあり」, are defects each)
    lead = items._COUNTED.search(text[max(0, spans[0][0] - 300):spans[0][0]]) is not None
    files = [{m.value.replace("\\", "/").rsplit("/", 1)[-1] for m in mentions.find(text[a:b]) if m.kind in ("path", "location")}
             for a, b in spans if lead or vocab.first(_masked(text[a:b]), "defect")]
    return len(files) >= 2 and all(files) and sum(map(len, files)) == len(set().union(*files))


def unless_kept(plan: Plan, sentence: str, turns: Sequence[Turn]) -> Plan:
    """``plan``, unresolved when the item of a list the sentence takes is one the user took off the table ("fix item 2"
    after "I'll do the coupon one myself"): the turn's other places are not what was asked for."""
    turn = next((t for t in turns if plan.candidates and t.index == plan.candidates[0].turn), None)
    why = _kept_item(sentence, turn, plan.excluded) if turn is not None else None
    return plan if why is None else Plan(plan.phrase, plan.own, (), plan.deferred, why, plan.excluded)
