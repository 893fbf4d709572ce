"""What the history has set aside: deferrals ("after the freeze"), things already fixed or
left undecided, names the sentence keeps out, and names it brings from elsewhere."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from honing.grounding import mentions, vocab
from honing.grounding.candidates import Candidate, _sources, read_files
from honing.grounding.choices import pasted_first
from honing.grounding.cited import window_text
from honing.grounding.edits import _fixed_by_edit, answers_check, confirms_check
from honing.grounding.items import (
    _ITEM_NUMBERS,
    _numbers_taken,
    _selectors,
    _speaks_of,
    ordinal,
)
from honing.grounding.kept import (
    _defer_item,
    _named_in_deferral,
    _parts,
    _spelled_out,
    _turns_down_last,
)
from honing.grounding.noticed import aside_paragraph, echoes
from honing.grounding.parts import _pieces
from honing.grounding.prose import (
    _CLAUSE,
    _PIECE,
    _asks,
    _defect_text,
    _file_name,
    _masked,
    _prose,
    _readable,
    _reports,
    _said_in,
    _stem,
    _still_open,
    keywords,
)
from honing.grounding.resumed import _names_again
from honing.sessions.model import Turn


def _same_thread(turns: Sequence[Turn], earlier: int, settled: int) -> bool:
    """Turn ``earlier`` opened the report that turn ``settled`` concluded on: no user turn
    after it, up to the settled one, reports another defect (questions about it do not, nor a side
    task the agent did in its turn, 「ついでに…日本語にしといて」, nor a check confirmed, 「nc 试了，确实超时」)."""
    between = [t for t in turns if earlier < t.index <= settled]
    # (unless a later message asks about the same defect elsewhere: "does the invite form have the same crash?")
    again = any(vocab.first(t.user, "same") for t in between)  # (nor "pushed, reran, same error")
    opened = next((t for t in turns if t.index == earlier), None)
    return earlier < settled and not any(_reports(t.user) and (again or not _fixed_by_edit(t))
                                         and not vocab.first(t.user, "missed") and not confirms_check(turns, t)
                                         and not answers_check(turns, t) and not (t.index == settled and _retells(t, opened))
                                         for t in between)


def _retells(turn: Turn, opened: Turn | None) -> bool:
    """The settled turn's message is about the report ``opened`` made, in its words: "payments team sent this from their
    side: … webhook.sign …" after "payments webhook has been 401ing", the logs the agent asked for then."""
    if opened is None:
        return False
    chat = vocab.table()["chat_words"]
    return any(len(k) >= 4 and k not in chat and _said_in(_stem(k), turn.user.lower()) for k in keywords(_prose(opened.user)))


def said_only_in_settled(keys: set[str], turns: Sequence[Turn], settled: Sequence[int], turn: Turn) -> bool:
    """Some of the sentence's words stand in a turn whose report was settled outside the project,
    and those ``turn`` says (none, or a few) stand there too: ``turn`` is an older turn about
    something else ("that production secret thing" after the npm cache of turn 1 and the
    missing secret the agent said goes in the settings)."""
    def said(t: Turn, reply: bool = False) -> set[str]:
        return {k for text in [f"{_defect_text(t)}\n{t.assistant if reply else ''}".lower()] for k in keys if _said_in(_stem(k), text)}

    # (a settled report counts by its reply's words too: 「古いコードのまま動いてるやつ」 after 「…古いコードのまま動き続けます」)
    mine, theirs = said(turn), set().union(*(said(t, reply=True) for t in turns if t.index in settled))
    return bool(theirs - mine) and mine <= theirs


def said_apart(keys: set[str], turns: Sequence[Turn], settled: Sequence[int], turn: Turn) -> bool:
    """``turn`` says, in its messages, a word of the sentence of three letters or more that no settled turn says: it is
    not the report those turns concluded on, whatever side question came between (「那个 negative amount 的测试，校验补上」
    after the failing `test_store_rejects_negative_amount`, then a question on `retry_after` answered "no code to change")."""
    def said(t: Turn) -> set[str]:
        text = f"{t.user}\n{t.assistant}".lower()
        return {k for k in keys if len(k) >= 3 and k not in vocab.table()["chat_words"] and _said_in(_stem(k), text)}

    # (only a question asked since on a matter of its own: not "yes!! Martín regenerated something there" after the reply
    # that asked whether the key was regenerated, nor "pushed, reran, same error")
    text = f"{turn.user}\n{turn.assistant}".lower()
    if any(not (_asks(t.user) or "?" in t.user or "？" in t.user) or any(_said_in(_stem(k), text) for k in keywords(t.user) if len(k) >= 4
                                    and k not in vocab.table()["chat_words"]) for t in turns if t.index in settled):
        return False
    return bool(said(turn) - set().union(*(said(t) for t in turns if t.index in settled)))


def _deferrals(turns: Sequence[Turn], sentence: str = "") -> tuple[set[int], set[str]]:
    """Turns whose object the user took off the table, and the mentions to ignore. The
    sentence itself may defer one of the objects discussed ("leave the price one, fix
    the other"); it does so only by naming it, since it has no earlier turn of its own."""
    deferred: set[int] = set()
    excluded: set[str] = set()
    for i, turn in enumerate(turns):
        for clause_match in _CLAUSE.finditer(turn.user):
            clause = clause_match.group(0)
            if not vocab.first(clause, "deferral") or _wh_question(clause):
                continue  # ("how do i plan just prod without touching staging state?" asks, it keeps nothing out)
            if vocab.first(clause, "done_mark") and any(vocab.first(sentence, c) for c in ("remaining", "pair")):
                continue  # (「N+1 那个我自己改了」 … 「另一个你来吧」: the item it says is done is taken, the other one is asked for)
            earlier = [t for t in turns[: i + 1] if vocab.first(_defect_text(t), "defect")]
            if vocab.first(clause, "postpone") and (vocab.first(sentence, "remaining") or vocab.first(sentence, "resume")) \
                    and _defer_item(clause, turns[:i], set()):
                continue  # (「2はいったん置いといて」 … 「残ってるもう一個の方も」: the item put off is taken up)
            if _defer_item(clause, turns[:i], excluded, _numbers_taken(sentence)):
                continue  # "2 のページングのやつは触らないで": that item of the list, nothing else
            named = _named_in_deferral(clause)
            if named and any(_said_in(_stem(w.lower()), sentence.lower()) for w in named):
                continue  # "leave the expiry thing for now" … "go ahead with the expiry fix": taken up again
            if named:
                _defer_named(clause, turn.index, earlier, deferred, excluded)
            else:
                before = turn.user[: clause_match.start()]
                if vocab.first(before, "defect"):
                    excluded.update(m.value for m in mentions.find(before))
                elif i > 0 and not _names_again(sentence, turns[i - 1], turns[i:]) and not _takes_up_aside(sentence, turns[i - 1]) and turns[i - 1].index != pasted_first(sentence, turns):
                    # "leave it" with nothing named leaves what was just discussed, the turn right before, whether or
                    # not that turn was about a defect (unless the sentence takes it up again by one of its
                    # identifiers: 「それはあとで」 … 「retry_after が0になるやつ、今やって」, or as what was pasted first)
                    deferred.add(turns[i - 1].index)
    clauses = [c.group(0) for c in _CLAUSE.finditer(sentence) if c.group(0).strip()]
    if (len(clauses) > 1 and turns and _puts_off(clauses[0]) and _offers(turns[-1])
            and any(vocab.first(_defect_text(t), "defect") for t in turns[:-1])
            and not _names_again(" ".join(clauses[1:]), turns[-1])):
        # "later. just fix the value for now": the first clause puts off what the last reply offered ("I can sketch
        # that if you want"), the rest asks for something said before (a "not yet." that answers a question, or a
        # last reply that holds the only defect, puts nothing off)
        deferred.add(turns[-1].index)
    picks = ordinal(sentence) is not None
    for clause_match in _CLAUSE.finditer(sentence):
        clause = clause_match.group(0)
        if picks and _ITEM_NUMBERS.search(clause):
            # "only the second; 1 and 3 I'll do myself" (1と3は自分で): the items are set
            # aside by number, and the pick by number keeps to its own item
            continue
        if vocab.first(clause, "deferral") and _named_in_deferral(clause):
            earlier = [t for t in turns if vocab.first(_defect_text(t), "defect")]
            # 「imgcore 那边别动了，tests 那个加上吧」: the part that keeps out names what stays
            # out, the part that asks names what is wanted
            pieces = _pieces(clause)
            keeping = "".join(p for p in pieces if vocab.first(p, "deferral"))
            asking = " ".join(p for p in pieces if not vocab.first(p, "deferral"))
            prior = set(excluded)
            spelled = _spelled_out(keeping, asking, turns)
            if spelled:
                excluded.update(spelled)
                continue
            _defer_named(keeping if _named_in_deferral(keeping) else clause, None, earlier, deferred, excluded)
            if turns and len(clauses) > 1 and clause == clauses[0] and not asking.strip() and _turns_down_last(
                    keeping, " ".join(clauses[1:]), turns[-1]):
                deferred.add(turns[-1].index)  # 「メッセージはいいや。で、あれ直しといて」: the last request, turned down
            wanted = keywords(asking) if keeping and _named_in_deferral(keeping) else set()
            excluded -= {v for v in excluded - prior if _parts(v) & wanted}
            continue
        # "the healthcheck one first, the stack one later" (stack 的回头再说): the part of the
        # sentence that puts a named thing off keeps it out of this request
        for piece in _PIECE.finditer(clause):
            later = piece.group(0)
            if _puts_off_here(later) and _named_in_deferral(later, "postpone"):
                earlier = [t for t in turns if vocab.first(_defect_text(t), "defect")]
                _defer_named(later, None, earlier, deferred, excluded, "postpone")
    return deferred, excluded


def _puts_off_here(piece: str) -> bool:
    """The piece puts something off: a postpone word not inside a longer phrase, in a past form, that takes up
    what was put off before (「保留してたmd5のやつやっちゃって」; not 「walkは保留のままで」, "`walk` postponed")."""
    hold, back = vocab.first(piece, "postpone"), vocab.first(piece, "resume")
    return hold is not None and not (back is not None and back.start() <= hold.start() and hold.end() < back.end()
                                     and _PAST.search(back.group(0)) is not None)


_PAST = re.compile(r"(?:た|ed)$")
_PUNCTUATION = " \t\n,，、。.!！…"
_FILLER_WORD = re.compile(r"(?:ok(?:ay)?|hmm+|ah|yeah|うーん|んー|嗯|好吧)(?![A-Za-z])", re.IGNORECASE)


def _offers(turn: Turn) -> bool:
    """The reply ends by offering more ("I can sketch that if you want", 要我…吗)."""
    said = [c.group(0) for c in _CLAUSE.finditer(_prose(turn.assistant)) if c.group(0).strip()]
    return bool(said) and vocab.first(said[-1], "offer") is not None


def _puts_off(clause: str) -> bool:
    """The clause is only a "later" (あとで, 回头再说), with nothing named."""
    bare = clause.strip(_PUNCTUATION)
    filler = _FILLER_WORD.match(bare)
    if filler:
        bare = bare[filler.end():].strip(_PUNCTUATION)
    return bool(bare) and bare.lower() in _PUT_OFF


_PUT_OFF = frozenset(w for lang in ("en", "ja", "zh") for w in vocab.table()[lang]["put_off"])


def _takes_up_aside(sentence: str, turn: Turn) -> bool:
    """The sentence comes back to the paragraph the reply left alone (:func:`echoes`): a bare 「先不管」 no longer holds that turn."""
    reply = _readable(turn.assistant)
    starts, at = aside_paragraph(reply)
    end = starts[at + 1] if at is not None and at + 1 < len(starts) else len(reply)
    return at is not None and echoes(sentence, reply[starts[at]:end], turn.user)


_ENUMERATED = re.compile(r"(?:^|\s)[(（]?([1-9])[)）]\s", re.MULTILINE)


def _reports_several(turn: Turn) -> bool:
    """Whether the user reported several problems in one turn, numbered ("(1) … (2) …"), placed in different files."""
    numbers = [int(m.group(1)) for m in _ENUMERATED.finditer(_prose(turn.user))]
    if not {1, 2} <= set(numbers):
        return False
    files = {m.value.rsplit("/", 1)[-1] for m in mentions.find(_readable(turn.assistant))
             if m.kind in ("location", "path")}
    return len(files) >= 2


def _places(turn: Turn) -> set[tuple[str, int | None]]:
    """The files and numbered lines the agent's reply names (a line named without its file,
    「第 28–35 行」, is in the file named last before it, or in the one file the reply names, or with
    none named, in the one file the turn's tools showed, by base name), and
    the types whose members it names (`ReportRepository.FetchPageAsync`, 第 22 行)."""
    found = mentions.find(_readable(turn.assistant))
    out = {(_file_name(m.value), m.line) for m in found if m.kind in ("path", "location")}
    # (a type whose file the reply names is that file: `Cart.average` and `shop/cart.py:6` are one place)
    stems = {name.rsplit(".", 1)[0].lower().replace("_", "") for name, _ in out}
    out |= {(m.symbol, None) for m in found if m.kind == "symbol" and m.symbol and m.symbol != m.value
            and m.symbol.lower() not in stems}
    files = {name for name, _ in out}
    # (the file named last so far, in text order; with none named, the one file the turn's tools read: 「`newReader`
    # 里有两处…第 28 行…第 29 行」)
    read = {_file_name(p) for p in read_files(turn.tools)} if not files else set()
    last = next(iter(files)) if len(files) == 1 else next(iter(read)) if len(read) == 1 else None
    for m in sorted(found, key=lambda m: m.start):
        if m.kind in ("path", "location"):
            last = _file_name(m.value)
        elif m.kind == "line" and last is not None:
            out.add((last, m.line))
    return out


def _from_elsewhere(sentence: str, turns: Sequence[Turn]) -> str | None:
    """What a sentence that points outside the session ("… Marco reported", 昨日言ってた,
    昨天说的) names, when none of its words stand anywhere in the window; else None."""
    marker = vocab.first(sentence, "elsewhere")
    if marker is None:
        return None
    said = marker.group(0).lower()
    words = {part for w in _selectors(sentence) if w not in said and said not in w for part in _named_parts(w)}
    if not words:
        return None
    window = window_text(turns)
    # "the discount code thing": the longer words of the phrase that names it are what tells
    # ("code" and "broken" stand in any coding session), unless another long word of the
    # sentence was discussed ("the really annoying thing is the login redirect")
    named = [w for m in _OBJECT_PHRASE.finditer(sentence) for w in m.group(1).lower().split()
             if len(w) >= 5 and w not in vocab.table()["chat_words"] and not w.endswith("ly")]
    known = [w for w in words if w not in named and len(w) >= 5 and not vocab.first(w, "defect") and _said_in(w, window)]
    if named and not known and not any(_said_in(w, window) for w in named):
        return ", ".join(sorted(set(named)))
    if any(_said_in(w, window) for w in words):
        return None
    if any(not w.isascii() for w in words) and len(_CJK_CHAR.findall(window)) < 20:
        return None  # a Japanese word against a session held in English may be a translation
    return ", ".join(sorted(words))


_OBJECT_PHRASE = re.compile(r"\bthe ((?:[A-Za-z][\w-]*\s+){1,3}?)(?:thing|bug|issue|problem|stuff|error|crash)\b",
                            re.IGNORECASE)
_NAMING_RUN = re.compile(r"[\u30a0-\u30ffー]{2,}|[\u4e00-\u9fff]{2,}")
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _named_parts(word: str) -> list[str]:
    """The parts of a sentence's word that name a thing rather than chat: a Latin word not
    on the chat list ("thing", "first", "alright"); in Japanese and Chinese, the runs of
    katakana or of ideographs (タイムゾーン in タイムゾーンずれる, 时区), not 同じだね."""
    if word.isascii():
        return [word] if len(word) >= 3 and word not in vocab.table()["chat_words"] else []
    return _NAMING_RUN.findall(word)


def _already_fixed(turns: Sequence[Turn], candidates: Sequence[Candidate], settled: Iterable[int] = ()) -> set[int]:
    """Candidate turns whose defect the agent's edit already fixed, with nothing since that says it is not: the
    edit's turn, and later turns that only retell it (a commit). A later user turn reporting a defect keeps all,
    unless that turn is one of ``settled``: the turns the agent found nothing in the project to change for (a
    reissued token, a dashboard setting) and the follow-ups on them."""
    fixes = [t for t in turns if _fixed_by_edit(t) and vocab.first(_defect_text(t), "defect")
             and not vocab.first(t.user, "postpone")]  # (not one put off for other work: 「あとで見るから、先に clippy」)
    if not fixes:
        return set()
    first = fixes[0].index
    if any(t.index > first and t.index not in set(settled) and vocab.first(_masked(_prose(t.user)), "defect") for t in turns):
        return set()
    # the agent says, since, that a defect it reported is still there ("… not changed yet", 还没改)
    if any(t.index > first and _still_open(_prose(t.assistant)) for t in turns):
        return set()
    fixed_names = {s.mention.value for t in fixes for s in _sources(t, set()) if s.mention.kind in ("symbol", "path",
                                                                                                      "location")}
    out = set()
    for c in candidates:
        if c.turn < first:
            continue
        names = {s.mention.value for s in c.sources if s.mention.kind in ("symbol", "path", "location")}
        if c.turn in {t.index for t in fixes} or (names and len(names & fixed_names) * 2 >= len(names)):
            out.add(c.turn)
    return out


def _postponed(turns: Sequence[Turn]) -> set[int]:
    """Turns whose topic the next user turn put on hold ("let's park that", 一旦保留で, 这个先放一下, "ok. first add …")."""
    return {before.index for before, after in zip(turns, turns[1:], strict=False)
            if vocab.first(after.user, "postpone") or any(vocab.first(m.group(0), "postpone") for m in _CLAUSE.finditer(after.user))}


def _units(text: str, keys: set[str]) -> list[str]:
    """The lines of ``text``; a line in which some sentences hold ``keys`` and another
    sentence names a file or symbol they do not is split into its sentences (code quoted
    in a following sentence still belongs to the object the line began with)."""
    out: list[str] = []
    for line in text.split("\n"):
        sentences = [m.group(0) for m in _CLAUSE.finditer(line)]
        keyed = [any(_speaks_of(c, k) for k in keys) for c in sentences]
        if not any(keyed):
            out.append(line)
            continue
        places = [{m.value for m in mentions.find(c) if m.kind in ("path", "location", "symbol")} for c in sentences]
        named = set().union(*(p for k, p in zip(keyed, places, strict=True) if k))
        if any(p - named and not k for k, p in zip(keyed, places, strict=True)):
            out.extend(sentences)
        else:
            out.append(line)
    return out


def _defer_named(clause: str, at: int | None, earlier: Sequence[Turn], deferred: set[int],
                 excluded: set[str], category: str = "deferral") -> None:
    """Take off the table what the lines of ``earlier`` turns that share the clause's
    words name; ``at`` is the turn the clause is in (None: the sentence). A clause that
    names a file or symbol itself ("don't touch buf.c") takes off that one thing only."""
    named = [m.value for m in mentions.find(clause) if m.kind in ("path", "location", "symbol")]
    if named:
        excluded.update(named)
        return
    keys = _named_in_deferral(clause, category)
    taken: set[str] = set()
    kept: set[str] = set()
    for t in earlier:
        # a line (a paragraph, a list item) is the unit that describes one object; a line
        # that names two objects, sentence after sentence ("Two bugs. `render_total` … drops
        # the last row. `normalize_email` … never lower-cases."), is read sentence by sentence
        units = _units(f"{t.user}\n{t.assistant}", keys)
        # (a turn that never speaks of the object keeps all it names: "skip the GIN stuff"
        # leaves the migration the index fix of an earlier turn names)
        silent = t.index != at and not any(any(_speaks_of(u, k) for k in keys) for u in units)
        for piece in units:
            if any(_speaks_of(piece, k) for k in keys) and not vocab.first(piece, "deferral"):
                taken.update(m.value for m in mentions.find(piece))
            elif t.index != at and (silent or vocab.first(piece, "defect")):
                kept.update(m.value for m in mentions.find(piece))
    # what the description of another defect names too is not the deferred object's alone ("the paging bug in `listTasks`" stays)
    excluded.update(taken - kept)
    for t in earlier:
        # a turn is deferred whole only when nothing it names is left
        if t.index != at and not [m for m in mentions.find(f"{t.user}\n{t.assistant}") if m.value not in excluded]:
            deferred.add(t.index)
    excluded.update(m.value for m in mentions.find(clause))


_WH_QUESTION = re.compile(r"\s*(?:how|what|why|where|when|which)\b[^?\n]*\?\s*$", re.IGNORECASE)


def _wh_question(clause: str) -> bool:
    """The clause asks how, what, why … ("how do i plan just prod without touching staging state?")."""
    return _WH_QUESTION.match(clause) is not None
