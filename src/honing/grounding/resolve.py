"""Reference resolution (SPEC G-4 gap 1): what "this bug", それ, 这个 in the user's
sentence points at, read from the history the way a bystander would.

The referent is the object the history actually discussed: the most recent turn that describes a defect (or, for a
sentence that does not ask about a defect, any task object) — not merely the most recent file mentioned. A later turn
about something else is passed over, and an object the user took off the table ("I'll handle that one myself") is
never the referent. No history, no referent: nothing is guessed."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from honing.grounding import ambiguity, asides, choices, failing, mentions, routes, runs, vocab
from honing.grounding import named as naming
from honing.grounding.answered import condition_met
from honing.grounding.blamed import blamed_in_reply
from honing.grounding.built import by_one_edit
from honing.grounding.candidates import (
    Candidate,
    Plan,
    _bounded,
    _sources,
    _summary_candidate,
    placed_next,
)
from honing.grounding.cited import unseen_source
from honing.grounding.declined import overruled_agent
from honing.grounding.described import built_as_quoted
from honing.grounding.described import described as _described
from honing.grounding.edits import _fixed_by_edit, confirmed
from honing.grounding.failing import _SPEC_FILE, _asked_new_value, _regressed, failing_spec
from honing.grounding.foretold import explained as _explained
from honing.grounding.items import _asked_item, _numbers_taken, ordinal, picks_also
from honing.grounding.kept import _kept_out, edited_generated
from honing.grounding.lettered import or_its_turn
from honing.grounding.lettered import picked as _lettered
from honing.grounding.missed import missed_fix, set_aside
from honing.grounding.noticed import echoes
from honing.grounding.parts import _pieces
from honing.grounding.places import Sourced, named_by_sentence
from honing.grounding.prose import (
    _CLAUSE,
    _blames_project,
    _cleared_by,
    _clip,
    _defect_text,
    _first_clause,
    _only_continues,
    _proposes,
    _prose,
    _readable,
    _reports,
    _reports_nothing,
    _said_in,
    _stem,
    _unplaced,
    keywords,
    report_of,
)
from honing.grounding.remaining import _remaining, asks_remaining, picked_open
from honing.grounding.report_ids import named_item as _by_report_id
from honing.grounding.resumed import _names_again
from honing.grounding.routes import (
    _broken_by_edit,
    _edited_elsewhere,
    _left_open,
    _own_frames_first,
    _raised_by_edit,
    _stacked,
)
from honing.grounding.settled import (
    _already_fixed,
    _deferrals,
    _from_elsewhere,
    _places,
    _postponed,
    _same_thread,
    said_apart,
    said_only_in_settled,
)
from honing.grounding.shapes import says_symptom
from honing.grounding.titles import titled_example
from honing.grounding.topics import defect_texts
from honing.sessions.model import Summary, Turn


def plan(sentence: str, turns: Sequence[Turn], summary: Summary | None = None) -> Plan:
    """What the sentence points at, before the project is consulted: the sentence's own
    mentions first (they are tried first), else the history's candidate turns, best first.
    When the sentence names only what the project does not hold (`Prelude.read: no parse`),
    the history's candidates follow its own mentions."""
    found = _plan(sentence, turns, summary)
    if not turns:
        return found
    found = replace(found, excluded=_kept_out(sentence, turns))
    cleared = _cleared_by(bounded := [_bounded(t) for t in turns])
    if not found.own:
        # (a runtime error pasted bare, "fatal error: concurrent map writes", that a turn explained)
        if (explained := _explained(_readable(sentence), bounded, found)) is not None:
            return explained
        # (a layer under another; or a bare error after the agent's edits, raised by a call of its new lines: `< datetime.utcnow()`)
        stacked = _stacked(_readable(sentence), bounded, cleared)
        if (made := stacked or _raised_by_edit(_readable(sentence), bounded, cleared)) is not None:
            why = "the sentence says one layer shows under another: the layer order in" if stacked else "the error in the sentence comes from a call of the kind that the agent's edit wrote, and no turn showed that error: the edit of"
            return Plan(found.phrase, (), (made,) + found.candidates, found.deferred, f"{why} turn {made.turn}", found.excluded)
        return failing_spec(sentence, bounded, cleared, found) or found
    rest = _plan(sentence, turns, summary, own_mentions=False)
    if all(s.mention.kind == "message" for s in found.own) and (  # (test titles quoted as said: "'round trip' fails")
            spec := failing_spec(sentence, bounded, cleared, replace(rest, phrase=found.phrase, excluded=found.excluded))):
        return spec
    # an error the agent predicted or explained and offered to fix ("every row has no `sku` key … shall I change it?"), pasted later from where it happened: that turn, not the frame
    if (predicted := _explained(_readable(sentence), bounded, replace(rest, phrase=found.phrase, own=found.own,
                                                                       excluded=found.excluded))) is not None:
        return predicted
    # a stack pasted after the agent wrote code: its deepest frame in a file the agent wrote in the window counts twice
    found = replace(found, own=_own_frames_first(found.own, bounded, _readable(sentence)))
    # an error pasted after the agent's edits, raised by a call one of its new lines makes (not when the sentence shows its frame; a call the error names, "invalid literal for int()", raised it, no place)
    placed = any(s.mention.kind == "location" or s.mention.kind == "symbol" and s.mention.value not in routes.error_calls(sentence) for s in found.own)
    if (raised := None if placed else _raised_by_edit(_readable(sentence), bounded, cleared)) is not None:
        return Plan(found.phrase, (), (raised,) + rest.candidates, rest.deferred,
                    f"the error in the sentence comes from code of a kind (a call, a slice) that the agent's edit in turn {raised.turn} wrote, and "
                    "no turn showed that error", found.excluded)
    # a test the sentence names as failing now, after the agent's edits: the edit is the place
    tests = list(dict.fromkeys(s.mention.value for s in found.own if s.mention.kind == "test"))
    said = None if tests else keywords(_readable(sentence))
    specs = list(dict.fromkeys(m.group(0) for m in _SPEC_FILE.finditer(sentence)))
    tests = tests or ([titled_example(sentence, specs)] if len(specs) == 1 else specs)
    local = vocab.first(sentence, "passes_locally")  # (「手元だと通るのに」: it depends on where it runs, not on an edit)
    if len(tests) == 1 and vocab.first(_readable(sentence), "defect") and not failing.frame_in_code(found.own, bounded) and not local:
        # 「さっきの夜勤の修正で壊れてない？」: the words of the clause that names the change
        change = {k for c in _CLAUSE.finditer(_readable(sentence)) if vocab.first(c.group(0), "broke")
                  for k in keywords(c.group(0))}
        edit = _regressed(tests[0], bounded, cleared, said, change, failing.qualified(tests[0], sentence))
        said_meant = vocab.first(_readable(sentence), "test_outdated") is not None
        if edit is not None and (said_meant or _asked_new_value(_readable(sentence), bounded)):
            # "60s is what ops asked for, dont change that", or "MaxAttempts = 5, want 3" after
            # 「MaxAttempts 默认改成 5 吧」: the behaviour changed on purpose, the test checks the old one
            named = Sourced(mentions.Mention("symbol", tests[0].rsplit("::", 1)[-1], None, None, 3.0), edit.turn, "sentence")
            stale = replace(edit, sources=(named,), failing_test=tests[0])
            meant = "the sentence says that change was meant" if said_meant else "it now gets the value a user's message asked for"
            return Plan(found.phrase, (), (stale,) + rest.candidates, rest.deferred,
                        f"`{tests[0]}` fails since the agent's edit in turn {edit.turn}, and {meant}: the test is what is "
                        "out of date", found.excluded)
        if edit is not None:
            return Plan(found.phrase, (), (edit,) + rest.candidates, rest.deferred,
                        f"`{tests[0]}` fails now and no turn showed it failing: the agent's edit in turn {edit.turn} "
                        "changed the code its name describes", found.excluded)
    return replace(found, candidates=rest.candidates, deferred=rest.deferred)


def _plan(sentence: str, turns: Sequence[Turn], summary: Summary | None = None, *, own_mentions: bool = True) -> Plan:
    sentence, turns = _readable(sentence), [_bounded(t) for t in turns]
    if summary is not None:
        summary = replace(summary, text=_readable(summary.text))
    own = named_by_sentence(sentence)
    # the most specific pointing phrase names the object: 「那这个bug帮我修一下」 points with 这个bug, not with 那 ("so")
    pointing = vocab.find_all(sentence, "deictic")
    phrase = max(pointing, key=lambda m: (len(m.group(0)), -m.start())).group(0) if pointing else None
    # "this bug" asks for a defect; "fix it" prefers one and needs something broken in the history too, unless the sentence says what is broken ("it's still broken, fix it", "you broke it"); "do that" takes any task object
    says_broken = any(vocab.first(sentence, c) for c in ("still", "broke", "defect"))
    needs_defect = mentions.asks_for_defect(sentence) or (vocab.first(sentence, "repair") is not None and not says_broken)
    prefers_defect = needs_defect or vocab.first(sentence, "request") is not None or says_broken
    # "do what you suggested", 按你说的改: the referent is what the agent last proposed
    approving = vocab.first(sentence, "approval") is not None or vocab.first(sentence, "proposed") is not None
    if own and own_mentions:
        return Plan(phrase, own, (), (), "the sentence names its object")
    if not turns or (source := unseen_source(sentence, turns)) is not None:  # ("what priya flagged on the PR", 「sentry上的报错」)
        return Plan(phrase, (), (), (), f"the sentence cites a source ({source}) that no turn in the window mentions" if turns else "no history was read (no session, no turns, or turns = 0)")
    deferred, excluded = _deferrals(turns, sentence)
    redo = [m.group(0) for m in vocab.find_all(sentence, "redo")]  # ("for real this time", 今度こそ: how to do it, not what)
    sentence_keys = keywords(re.sub("|".join(map(re.escape, redo)), " ", sentence) if redo else sentence) | (
        vocab.english_of(sentence) - vocab.english_of(" ".join(t.user + t.assistant for t in turns)))  # (ヘルスチェック: /health)
    unplaced = placed_next(turns, deferred, excluded)  # (a defect reported without a place is placed in the next exchange)
    cleared_by = _cleared_by(turns)
    # "the remaining one", "the other one's all yours", and "what you pointed out" once the other findings are taken up
    if asks_remaining(sentence):
        rest = _remaining(turns, deferred, excluded, cleared_by, findings=bool(vocab.first(sentence, "pointed_out")) and not vocab.first(sentence, "remaining"), sentence=sentence)
        if rest is not None:
            return Plan(phrase, (), (rest,), tuple(sorted(deferred)),
                        f"the one item of the numbered list in turn {rest.turn} that no later message took up")
    if not own and (by_id := _by_report_id(sentence, turns, excluded, cleared_by)) is not None:  # "PT-04やっちゃって"
        return Plan(phrase, (), (by_id,), tuple(sorted(deferred)), f"the report's item the sentence names by its ID (turn {by_id.turn})")
    # "that make check at the end didn't pass": the run the agent made itself (or the warning a run printed)
    if (ran := runs.failed_run(sentence, turns, excluded, cleared_by) or runs.warned(sentence, turns, cleared_by)) is not None:
        return Plan(phrase, (), (ran[0],), tuple(sorted(deferred)), ran[1])
    chosen = choices.recommended(sentence, turns, deferred, excluded, cleared_by)  # 「おすすめのほうで」
    if chosen is not None:
        return Plan(phrase, (), (chosen,), tuple(sorted(deferred)), f"the option the agent recommended in the numbered list of turn {chosen.turn}")
    if (missed := set_aside(sentence, turns, deferred, cleared_by)) is not None:  # "so that wasn't it", 改了没用
        return Plan(phrase, (), (missed,), tuple(sorted(deferred)), f"the suspect the agent's reply in turn {missed.turn} "
                    "set aside beside a fix that the sentence says missed")
    if (overruled := overruled_agent(sentence, turns, deferred, excluded, cleared_by)) is not None:  # "the spec was right"
        return Plan(phrase, (), (overruled[0],), tuple(sorted(deferred)), overruled[1])
    taken = _numbers_taken(sentence)  # "go ahead with 3", 「3 お願い」, 「先修2」
    number = ordinal(sentence) or (taken.pop() if len(taken) == 1 else None) or (_asked_item(turns[-1]) if vocab.first(sentence, "affirm") else None)
    picked = picked_open(turns, number, deferred - _postponed(turns), excluded, cleared_by, picks_also(sentence), sentence=sentence,
                         again=bool(redo or vocab.first(sentence, "still") or vocab.first(sentence, "broke"))) if number else None
    picked, how = (picked, f"item {number}") if picked else (_lettered(sentence, turns, deferred, excluded, cleared_by), "the option by its letter")
    if picked is not None:  # (or by its letter: 「A でいこう」)
        return Plan(phrase, (), or_its_turn(picked, turns, excluded, cleared_by), tuple(sorted(deferred)), f"{how} of the list in turn {picked.turn}")
    # (「之前说的那个 50 兆的图片缓存」, 「例の1日ズレのやつ」: an aside put on hold, taken up again; or an item put off)
    if (held := asides.resumed_aside(sentence, turns, deferred, cleared_by)) is not None:
        return Plan(phrase, (), (held,), tuple(sorted(deferred)), f"what the agent's reply in turn {held.turn} noticed beside its fix and left alone")
    if vocab.first(sentence, "resume") and (held := choices.postponed_item(turns, deferred, excluded, cleared_by)):
        return Plan(phrase, (), (held,), tuple(sorted(deferred)), f"the item of the list in turn {held.turn} the user put off")
    if (made := by_one_edit(sentence, turns, deferred, cleared_by) or condition_met(sentence, turns, deferred, cleared_by)) is not None:
        return Plan(phrase, (), (made[0],), tuple(sorted(deferred)), made[1])  # ("the Sunset header isn't an http-date")
    described = None if vocab.first(sentence, "change_named") else _described(  # (not "that's your trim rewrite")
        sentence, turns, deferred, excluded, cleared_by, vocab.first(sentence, "proposed") is not None)
    if described is not None:
        return Plan(phrase, (), (described,), tuple(sorted(deferred)), f"the item of the numbered list in turn {described.turn} that the sentence describes")
    # the agent fixed one place and reported the same defect at another it left alone: that one is still open ("same thing …")
    adds = vocab.first(sentence, "same") or vocab.first(sentence, "also")
    left = None if not adds or any(vocab.first(sentence, c) for c in ("broke", "still", "mentioned")) else _left_open(turns, deferred, cleared_by)
    if left is not None:
        return Plan(phrase, (), (left,), tuple(sorted(deferred)),
                    f"the place the agent's reply in turn {left.turn} reports with the same defect, after fixing "
                    "another; it was left as it is")
    # "fix the other thing you noticed": what the agent reported beside its fix and left alone
    asked = adds or vocab.first(sentence, "other") or vocab.first(sentence, "remaining") or vocab.first(sentence, "pointed_out") or vocab.first(sentence, "mentioned")
    offered = approving and not vocab.first(sentence, "earliest")  # ("do the thing you suggested"; not 最开始说的)
    put_off = frozenset(k for c in _CLAUSE.finditer(sentence) for p in _pieces(c.group(0)) if vocab.first(p, "postpone")
                        for k in keywords(p))  # (「超时先别动」: not the timeout offer)
    aside = (None if left is not None or vocab.first(sentence, "broke") or vocab.first(sentence, "still") or not (
        asked or offered) else asides.noticed(turns, deferred - (_postponed(turns) if vocab.first(sentence, "mentioned") else set()), cleared_by, unlisted=bool(asked) and not (
            adds or vocab.first(sentence, "other")), proposed=not asked, refused=put_off, words=frozenset(sentence_keys)))
    if aside is not None:
        return Plan(phrase, (), (aside,), tuple(sorted(deferred)), f"what the agent's reply in turn {aside.turn} noticed beside its fix and left alone")
    # 「先随便修一个吧」, "either one is fine": the choice among the places the newest report laid out is the user's
    newest = next((t for t in reversed(turns) if t.index not in deferred and vocab.first(_defect_text(t), "defect")
                   and _places(t)), None)
    if (vocab.first(sentence, "any_one") and newest is not None and len(_places(newest)) >= 2
            and not any(m.kind in ("path", "location", "symbol") for m in mentions.find(sentence))):
        return Plan(phrase, (), (), tuple(sorted(deferred)), "the sentence leaves open which of the places turn "
                    f"{newest.index} lays out is meant")
    # "the IPv6 bug Marco reported", 「昨日言ってたタイムゾーンのやつ」: something from outside this session no turn says a word of
    if (outside := _from_elsewhere(sentence, turns)) is not None:
        return Plan(phrase, (), (), tuple(sorted(deferred)),
                    f"the sentence points at something from outside this session ({outside}), and no turn in the "
                    "window mentions it")
    # "same thing for refunds": where the code a turn changed still stands unchanged
    again = _edited_elsewhere(turns, deferred, cleared_by, frozenset(sentence_keys)) if vocab.first(sentence, "same") else None
    # "you broke it" (or a defect in a quoted request's build): the lines the agent's edit wrote (not one a reply owned: 「你自己改坏的」)
    if again is None and (built := built_as_quoted(sentence, turns, (broke := vocab.first(sentence, "broke") is not None or bool(vocab.first(sentence, "change_named") and vocab.first(sentence, "defect"))))) and not (broke and routes.owned_fault(turns, deferred)):
        again = _broken_by_edit(built, sentence_keys, cleared_by, sentence)
    again = again or (None if broke else blamed_in_reply(sentence, turns, deferred, cleared_by))  # (a reply blamed its earlier edit)
    other = vocab.first(sentence, "other") is not None  # ("the other bug": not the one the agent already changed code for)
    # "back to the complaint", 保留にしてたやつ, 「前面那个 device 报错」 (a word of its report no later message says): the turns put on hold
    resumed = {i for i in _postponed(turns) if any(vocab.first(sentence, c) for c in ("resume", "resume_topic")) or _names_again(
        sentence, next(t for t in turns if t.index == i), [t for t in turns if t.index > i])} | runs.put_off_failing(turns, _postponed(turns), sentence)
    # "fix it for real this time": the report whose fix the user pushed back on and the agent owned it missed
    unfixed = missed_fix(sentence, turns, deferred) or edited_generated(sentence, turns)  # (「直ってなかった」; a generated file)
    redone = {t.index for before, t in zip(turns, turns[1:], strict=False) if redo and _fixed_by_edit(before)
              and vocab.first(_prose(t.user), "pushback") and vocab.first(_prose(t.assistant), "admits")} | (
        {unfixed} if unfixed is not None else set())
    settled, concluded = [], routes.concluded(turns, deferred)
    ranked: list[tuple[int, int, float, int, Candidate]] = []
    texts, named_keys = defect_texts(turns, sentence)  # (「これ社内では「二重カウント問題」って呼ばれてる」 names the report before it)
    sentence_keys = sentence_keys | named_keys
    lowered = [texts[t.index].lower() for t in turns]
    spread, topic = {k: sum(1 for text in lowered if _said_in(_stem(k), text)) for k in sentence_keys}, choices.topic_words(sentence, sentence_keys)
    # (an approving sentence picks by its approving clause's words: 「时区那个我确认过了。回到gmv翻倍那个 就按你说的改」)
    said = [c.group(0) for c in _CLAUSE.finditer(sentence) if c.group(0).strip()] or [""]
    approved = (keywords(said[-1]) or keywords(said[-2] if len(said) > 1 else "")) & sentence_keys if approving and \
        vocab.first(said[-1], "approval") else set()  # (or of the clause before it)
    by_reply = any(not spread.get(k) and choices.doer(k, turns) for k in approved)  # ("the scheduler": no report says it)
    for turn in reversed(turns):  # (a turn put off, 「先不管」, that the sentence takes up again is no longer kept out)
        if turn.index in deferred - resumed or (other and _fixed_by_edit(turn) and not choices.pending(turn, turns)):
            continue
        prose = _prose(turn.assistant)
        if turn.index in concluded:
            settled.append(turn.index)
            continue
        if sentence_keys and not approving and said_only_in_settled(sentence_keys | naming.failure_heads(sentence), turns, sorted(concluded), turn):
            continue  # (「qos のやつ直しといて」: only the report settled outside the project says qos, not the bwa fix since)
        if any(_same_thread(turns, c, turn.index) for c in concluded) and not _blames_project(prose):
            # a follow-up on a report settled before ("is there a status page?", 会自动重试吗？):
            # no new report came in since, and the agent places no cause in the project
            settled.append(turn.index)
            continue
        # (or only asked the user to check a guess, placing and proposing nothing firmly)
        hedged = vocab.first(prose, "asks_to_check") and not _proposes(turn) and not vocab.first(prose, "found_it")
        if settled and _same_thread(turns, turn.index, min(settled)) and (
                not _blames_project(prose) or vocab.first(prose, "undecided") or hedged) and not said_apart(sentence_keys, turns, settled, turn):
            # the report the settled turn concluded on: the agent looked at it here and placed nothing ("The code path
            # looks fine"), or only offered causes it could not tell apart, and no report nor word of the sentence since
            settled.append(turn.index)
            continue
        if settled and turn.index < min(settled) and (not _reports(turn.user) or max(settled) == turns[-1].index and not approving and (
                _fixed_by_edit(turn) or _same_thread(turns, turn.index, max(settled)))) and (
                not sentence_keys or (not approving and (said_only_in_settled(sentence_keys, turns, settled, turn) or not any(
                    _said_in(_stem(k), f"{_defect_text(turn)}\n{turn.assistant}".lower()) for k in sentence_keys)))):
            continue  # (a bare "fix it then" after the newest report was settled: an older caution, task or report no word names is none)
        text = texts[turn.index]
        defect = vocab.first(text, "defect") is not None or turn.index in unplaced
        # ("does weekly_retention.sql have the same problem?" answered "No, …" reports nothing; a word the sentence names its
        # topic by and only this turn says reports it: "fix the nanoseconds thing" after an answer that explained it)
        defect = (defect and not _reports_nothing(turn, [t for t in turns if t.index < turn.index])) or choices.sole_topic(sentence, spread, turn)
        if needs_defect and not defect and turn.index not in resumed:
            continue  # (a topic the user put on hold and now takes up again is what it is)
        sources = asides.echoed_in_aside(turn, choices.favoured(turn, _sources(turn, excluded, cleared_by[turn.index], approving), approving, approved), "" if approving else sentence)
        # (a reply that placed its causes and cannot tell which it is stays: it is undecided)
        if not sources or (defect and _unplaced(turns, turn.index)
                           and not (vocab.first(prose, "undecided") and len(_places(turn)) >= 2)):
            continue
        diagnosis = _first_clause(turn.assistant, "defect")
        # ("continue" describes nothing: the agent's words do)
        description = diagnosis if diagnosis and _only_continues(turn.user) else report_of(turn)
        # a word of the sentence that few turns say tells more than one every turn says (summed exactly, see approved_hits)
        hit_keys = choices.approved_hits(approved, turns, turn) if by_reply else choices.key_hits(approved or sentence_keys, spread, text, topic)
        # a proposal the same turn carried out ("I changed it to this:" and the edit) is done, not pending
        proposed = 0 if approving and choices.pending(turn, turns) else 1
        ranked.append((0 if turn.index in resumed | redone else 1, proposed, -hit_keys, 0 if defect or not prefers_defect else 1,
                       Candidate(turn.index, _clip(description), _clip(diagnosis), sources, defect,
                                 _prose(_readable(turn.assistant)), cleared_by[turn.index],
                                 decisive=turn.index in resumed, failing_test=runs.reported_failing(turn, sentence) if turn.index in resumed else "")))
    if summary is not None and summary.before in cleared_by:
        # the agent's summary of forgotten turns: older than every turn, first when the sentence goes back to a topic on hold
        held = _summary_candidate(summary, excluded, cleared_by[summary.before])
        if held is not None and (held.defect or not needs_defect):
            parked = vocab.first(sentence, "resume") is not None and vocab.first(summary.text, "postpone") is not None
            if parked:
                held = replace(held, decisive=True)
            ranked.append((0 if parked else 1, 1, 0, 0 if held.defect or not prefers_defect else 1, held))
    # the summary ranks below every turn of its rank, as it retells what the turns said; (「改吧」 approves the newest
    # proposal, whether or not its turn reports the defect again; one the newest reply quotes again is as recent as it)
    recency = {t.index: choices.restated(turns, t) for t in turns} if approving else {}
    ranked.sort(key=lambda r: (r[0], r[1],
                               (r[2] if approved else 0, -recency.get(r[4].turn, r[4].turn), -r[4].turn)
                               if approving and not r[1] else (0, 0, 0),
                               r[3], r[2], bool(r[4].sources) and r[4].sources[0].where == "summary", -r[4].turn))
    issue = choices.named_by_issue(sentence, turns)  # (the turn that pasted the issue the sentence names leads)
    # (the one turn that wrote the file the sentence names; or the one proposal still open, taken: 「さっき提案してくれたやつ」)
    open_offers = [t.index for t in turns if approving and choices.pending(t, turns)]
    sole = open_offers[0] if len(open_offers) == 1 and vocab.first(sentence, "proposed") else None
    filed = choices.named_by_file(sentence_keys, turns, spread) or issue or sole
    candidates = ((again,) if again else ()) + tuple(sorted((replace(c, decisive=True) if c.turn == filed else c for *_, c in ranked), key=lambda c: c.turn != issue))
    if not candidates:
        why = "no turn in the window describes a defect or names a place in the project"
        if settled:
            why = (f"the agent found nothing in the project to change for the defect of turn(s) "
                   f"{', '.join(map(str, sorted(settled)))}, and no other turn describes one")
        if deferred:
            why += f" (the object of turn(s) {', '.join(map(str, sorted(deferred)))} was deferred by the user)"
        return Plan(phrase, (), (), tuple(sorted(deferred)), why)
    if again is not None and (vocab.first(sentence, "broke") or not vocab.first(sentence, "same")):
        return Plan(phrase, (), candidates, tuple(sorted(deferred)), f"the code the agent's edit wrote in turn {again.turn}, where it stands now")
    if again is not None:
        return Plan(phrase, (), candidates, tuple(sorted(deferred)), f"the code changed in turn {again.turn}, where it still stands unchanged")
    if again is None and not other and not any(vocab.first(sentence, c) for c in ("still", "pushback", "reverted")):
        still_offered = {t.index for t in turns if choices.offered(t, sentence, sentence_keys)}
        done = _already_fixed(turns, candidates, settled) - still_offered - {unfixed} - set(open_offers)
        candidates = routes.reopened(sentence, turns, candidates, done)
        # ("added it, works, thx": that exchange is settled, unless it is all there is, or the sentence takes up what its reply still offers)
        works = confirmed(turns) - still_offered
        candidates = tuple(c for c in candidates if c.turn not in works) or candidates
        # what the agent set aside beside its fix is still open when the fix closed the rest ("TestOffset fails, but that's
        # from before: … I haven't touched it", then 「テスト落ちてたやつ直して」); or when the sentence's words name the aside
        # and not the turn that would win (「さっき言ってたキャンセルのやつ」 after a side question about an upgrade)
        aside = (asides.noticed(turns, deferred, cleared_by, symptom=sentence) if done
                 else asides.echoed_aside(sentence, turns, deferred, cleared_by))
        if aside is not None and done and any(c.defect for c in candidates):
            named = [k for k in sentence_keys if spread.get(k)]
            top_text = next((_defect_text(t).lower() for t in turns if t.index == candidates[0].turn), "")
            # (or, 「最初に言ってた…のやつ」, when it was set aside in the first turn of the window)
            first_said = vocab.first(sentence, "earliest") and aside.turn == turns[0].index
            if not first_said and not (sum(_said_in(k, aside.prose.lower()) for k in named)
                                       > sum(_said_in(k, top_text) for k in named)) and not echoes(
                    sentence, aside.prose, next((t.user for t in turns if t.index == aside.turn), "")):
                aside = None
        if aside is not None:
            return Plan(phrase, (), (aside,), tuple(sorted(deferred)),
                        f"what the agent's reply in turn {aside.turn} set aside beside its fix, which is still open")
        if not candidates:  # (or it offered more than one change since: "Want me to change either?")
            offer = next((t.index for t in reversed(turns) if t.index >= min(done) and asides.offers_apart(t, sentence)), None)
            why = (f"the agent found nothing in the project to change for the defect of turn(s) {', '.join(map(str, sorted(settled)))}, and its "
                   "edits fixed the others" if settled and max(settled) > max(done) else f"the defect discussed was fixed by the agent's "
                   f"edit in turn {min(done)}, and " + ("what the sentence reports no turn describes" if vocab.first(sentence, "defect") or says_symptom(sentence) else "no later turn reports it or another one"))
            return Plan(phrase, (), (), tuple(sorted(deferred)), f"turn {offer} offers to change more than one thing and the sentence does "
                        "not say which" if offer else why)
    if (pasted := choices.pasted_first(sentence, turns)) is not None or ((early := vocab.first(sentence, "earliest")) and not any(0 <= m.start() - early.end() <= 12 for m in vocab.find_all(sentence, "proposed"))):
        # "the one from the start", 最开始那个: the earliest turn that describes a defect (or pasted something, when it says so;
        # not 「最初に提案してくれたやつ」, "the first one you proposed": the earliest proposal)
        first = next((c for c in candidates if c.turn == pasted), None) or min((c for c in candidates if c.defect), key=lambda c: c.turn, default=None)
        # (the next turn pushed back on the first fix, 「不对吧，报错说的是…」, not on an offer, 「いや、…は今はいい」)
        by_turn = {c.turn: c for c in candidates}
        while first is not None and (pushed := next((t for t in turns if t.index == first.turn + 1), None)) and (
                pushed.index in by_turn and vocab.first(_prose(pushed.user), "pushback")
                and not vocab.first(_prose(pushed.user), "postpone")):
            first = by_turn[pushed.index]
        if first is not None:
            candidates = (replace(first, decisive=True, failing_test=first.failing_test or runs.reported_failing(next(t for t in turns if t.index == first.turn), sentence)),) + tuple(c for c in candidates if c is not first)
            return Plan(phrase, (), candidates, tuple(sorted(deferred)),
                        f"the earliest turn in the window that describes a defect (turn {first.turn})")
    unchosen = None if again is not None else ambiguity.unchosen(sentence, turns, candidates, _kept_out(sentence, turns))
    if unchosen is not None:
        return Plan(phrase, (), (), tuple(sorted(deferred)), unchosen)
    return Plan(phrase, (), candidates, tuple(sorted(deferred)), "the most recent turn that describes a defect")
