"""The item of an agent's list that is still open: "the remaining one" (残りの1個, 剩下那个),
"the other qa one", "what you pointed out" once the rest were taken up by number, by a name
only one item holds, or by a later edit of the code an item quotes."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import cache

from honing.grounding import inline, mentions, vocab
from honing.grounding.candidates import Candidate
from honing.grounding.counted import counted_bullets
from honing.grounding.edits import _fixed_by_edit, _holds, added_lines, removed_lines
from honing.grounding.inline import _inline_items, _paragraph_of, _started_with, ordinal_paragraphs
from honing.grounding.items import (
    _FENCE,
    _item,
    _numbers_taken,
    _picked,
    _said_plainly,
    _selectors,
    named_by_part,
    numbered_items,
    titled_paragraphs,
)
from honing.grounding.parts import _CJK_SPACE, _pieces
from honing.grounding.prose import (
    _CLAUSE,
    _PIECE,
    PARAGRAPH,
    _asks,
    _file_name,
    _masked,
    _prose,
    _readable,
    keywords,
)
from honing.grounding.recap import _recap
from honing.grounding.worked import _CODE_SPAN, _quotes_any, _worked
from honing.sessions.model import Turn

# a clause that opens by saying an item is done: 「第 1 个改好了」, "1 is fixed", 「1つ目は直しました」
# (not "Once 2 is fixed, …", 「等第 2 个改好了」: a condition)
_DONE_ITEM = re.compile(r"\W*(?:(?:就是|正是)?(?:刚才|之前|前面)(?:说|提到)的\s*)?(?:item\s+|#)?(?:第\s*)?([1-9①-⑨])\s*(?:个|点|条|つ目|番目?|個目|号)?\s*(?:は|を)?\s*"
                        r"(?:[，,]?\s*(?:顺手|顺便)也?\s*)?"  # (「就是刚才说的第 3 点，顺手改了」)
                        r"(?:(?:is|was|has been)\s+)?(?:fixed|done|改好了|修好了|已修复|已改好|已改|已修改|改了|修了|直しました|直した|対応しました|修正しました|修正済み?|修复了)"
                        r"(?![吗么没呢？?]|的话|会|就)")  # (not 「第 3 点修了吗？」, 「第 2 点改了的话会…」)
# or by the item's title: "Toast fixed: …", 「トーストは直しました」, 「toast 那个已修复」
_DONE_TITLE = re.compile(r"\W*(?P<name>[^\s:：,，、。*`]{3,40}?(?: [A-Za-z]{2,20}){0,2}?)(?:\s+(?:is|are|was|were|has been|have been))?\s*(?:は|を|那个|的)?\s*"
                         r"(?:fixed|done|改好了|修好了|已修复|已改好|直しました|直した|対応しました|修正しました|修正済み?|修复了)")
_NOT_YET = re.compile(r"\b(?:not|n't|yet)\b|还没|没有|未|まだ|ていません", re.IGNORECASE)
_BOLD = re.compile(r"(?:\*\*|__)([^*_\n]{2,80})(?:\*\*|__)")
_TICKET = re.compile(r"(?<![\w-])[A-Z][A-Z0-9]{1,9}-\d{1,6}(?![\w-])")  # QA-311, PROJ-42
# ASCII: 「HttpClientのやつ」 names HttpClient (a part of a hyphenated word, "settings-save", names nothing)
_IDENTIFIER = re.compile(r"(?<![A-Za-z0-9_-])[A-Za-z_][A-Za-z0-9_.]{3,}(?![A-Za-z0-9_-])")


def asks_remaining(sentence: str) -> bool:
    """The sentence asks for "the remaining one" (残りの1個, 剩下那个, "ok now the other one"), "what you pointed out",
    or the other one of two to be fixed or handed over ("the other one's all yours")."""
    return any(vocab.first(sentence, c) for c in ("remaining", "pointed_out")) or (any(vocab.first(sentence, c) for c in (
        "other", "pair")) and any(vocab.first(sentence, c) for c in ("repair", "hand_over")))


def _remaining(turns: Sequence[Turn], deferred: set[int], excluded: set[str],
               cleared_by: dict[int, frozenset[str]], findings: bool = False, sentence: str = "") -> Candidate | None:
    """For "the remaining one" (残りの1個, 剩下那个): of the newest numbered list of the
    agent's findings, the one item no later user message has taken up, by its number
    (「2つめは意図的」) or by a name only that item holds (「HttpClient のやつは別PRで」). The
    sentence's own clauses that say an item is done count as such a message (「show は直した。
    もう一個のほうも…」; not "accounting says truncation is right", which settles a question)."""
    # (or hand it to someone else, "the down() one is Jonas's, I'll ping him about it", one aside, not parted at its
    # commas; a space between Chinese or Japanese words parts clauses too: 「…他那边已经改了 另一个你来改吧」)
    parts = [p for c in _CLAUSE.finditer(sentence) for p in _CJK_SPACE.split(c.group(0))]
    aside = [c for c in parts if (vocab.first(c, "done_mark") or vocab.first(c, "handed_off"))
             and not vocab.first(c, "remaining") and not _asks(c)]
    # (or a part that says the agent changed it to no avail: 「你改的 submitList 回调那个没用，应该是另一个原因」)
    aside += [p.group(0) for p in _PIECE.finditer(sentence) if (vocab.first(p.group(0), "broke") or vocab.first(
              p.group(0), "missed")) and not vocab.first(p.group(0), "remaining")]
    edited = {_file_name(p) for t in turns for call in t.tools if added_lines(call) or removed_lines(call) for p in call.paths}
    for turn in reversed(turns):
        if turn.index in deferred:
            continue
        text = _readable(turn.assistant)
        # (numbers in a code block, `# 1) 去重的修复`, are no list of the reply's)
        fences = [m.span() for m in _FENCE.finditer(text)]
        spans = [(a, b) for a, b in numbered_items(text) if not any(x <= a < y for x, y in fences)]
        spans = spans if len(spans) >= 2 else (titled_paragraphs(text) or ordinal_paragraphs(text) or counted_bullets(text))
        if len(spans) < 2:
            pasted = _from_pasted_list(turns, turn, excluded, cleared_by, aside)
            if pasted is not None:
                return pasted
            continue
        if findings and not vocab.first(turn.user, "review_request") and sum(
                1 for a, b in spans if vocab.first(_masked(text[a:b]), "defect")) < 2:
            continue  # "what you pointed out" is in a list of findings (a review's answer), not of steps
        if _recap(text, spans, edited) or not any(m.kind in ("path", "location", "line", "code") for a, b in spans for m in mentions.find(
                text[a:b])):  # (nor a list that places nothing, the answer to a side question: 「Airbnb 在 2022 年已经退出…」)
            continue
        taken = _taken_up(turns, turn, text, spans, aside)
        # (an item that opens by saying it is done, 「① 改好了」)
        taken |= {k for k, (a, b) in enumerate(spans, 1) if _done_number(text[a:b])}
        left = [k for k in range(1, len(spans) + 1) if k not in taken]
        if len(left) != 1:
            if (len(spans) > 2 or not taken) and vocab.first(sentence, "pair"):
                continue  # ("the other one" is one of two, one taken: a longer list since, or one nobody took up, is not it)
            return None
        item = _item(turn, "assistant", spans[left[0] - 1], excluded, cleared_by)  # that item of this very list
        if item is None and taken:
            # a recap of an earlier list that places nothing (「① 改好了 … ② 等财务确认再说」): that list's
            continue
        return item
    return None


# a reply's paragraph that opens with an item's number: 「2 は `internal/handler/orders.go:41` の…」, "2: …"
_NUMBERED_PARAGRAPH = re.compile(r"^[ \t]*(?:item\s+|#|第\s*)?[1-9]\s*(?:は|:|：|、|,|，|is\b)", re.MULTILINE)


def picked_open(turns: Sequence[Turn], number: int, deferred: set[int], excluded: set[str],
                cleared_by: dict[int, frozenset[str]], also: bool = False, again: bool = False,
                sentence: str = "") -> Candidate | None:
    """The item a sentence picks by number, past a list whose item of that number a later
    message already took and the agent carried out, when the sentence names the older list by a
    word its turn says and the newer one's does not: 「eslint は 2 でやっといて」 and the edit, then
    「レビューの2番お願い」 is item 2 of the review before it (not 「2 のところにテストを追加して」, a
    follow-up on the item just done, nor when the sentence says it is still broken)."""
    named = _selectors(sentence)

    def names(turn: int) -> set[str]:
        said = next((f"{t.user}\n{t.assistant}" for t in turns if t.index == turn), "")
        return {w for w in named if _said_plainly(w, said)}

    def taken_from(turn: int) -> bool:
        for t in turns:
            if t.index > turn and number in _numbers_taken(_prose(t.user)) and _fixed_by_edit(t):
                # (from the newest list that long before the message that took it)
                source = _picked([o for o in turns if o.index < t.index], number, deferred, excluded, cleared_by)
                if source is not None and source.turn == turn:
                    return True
        return False

    # ("ok do #2 now" after "#1 is fixed … #2 and #3 are still open", 「第2条也改吧」 after 「第 2 条…先没动」: the list
    # the messages call that way, not a newer list of questions to ask or steps to try)
    forms = [f for f in (rf"(?<![\w#`])(?<!issue )(?<!PR )(?<!pull )#{number}(?![\w`])", rf"第\s*{number}\s*[条個个点項项]")
             if re.search(f, sentence)]
    hashed = [t.index for t in turns if any(re.search(f, f"{t.user}\n{t.assistant}") for f in forms)]
    window = [t for t in turns if t.index <= hashed[-1]] if hashed else turns
    picked = first = _picked(window, number, deferred, excluded, cleared_by, also) or _picked(turns, number, deferred, excluded, cleared_by, also) or (
        inline.picked_inline(turns, number, deferred, excluded, cleared_by))  # (or a point a user's message numbers inline: 「…1) … 2) …」)
    # ("#3 from the review": the list of the turn the user asked a review in, not a newer list of the tests the agent wrote)
    if picked is not None and not again and vocab.first(sentence, "review_request") and not vocab.first(_user_of(turns, picked.turn), "review_request"):
        asked = [t.index for t in turns if t.index < picked.turn and vocab.first(t.user, "review_request")]
        review = _picked([t for t in turns if t.index <= asked[-1]], number, deferred, excluded, cleared_by, also) if asked else None
        if review is not None and review.turn == asked[-1]:
            picked = first = review
    while picked is not None and not again and taken_from(picked.turn):
        older = [t for t in turns if t.index < picked.turn]
        before = _picked(older, number, deferred, excluded, cleared_by) if older else None
        if before is None or not names(before.turn) - names(picked.turn):
            return first  # (no older list that long, or none the sentence names: the one taken is meant again)
        picked = before
    return picked


def _user_of(turns: Sequence[Turn], index: int) -> str:
    return next((t.user for t in turns if t.index == index), "")


def _from_pasted_list(turns: Sequence[Turn], turn: Turn, excluded: set[str],
                      cleared_by: dict[int, frozenset[str]], aside: Sequence[str]) -> Candidate | None:
    """A numbered list the user pasted (two review comments, 「まず1だけ直して」) and a reply that
    did one and placed the other in a paragraph opening with its number (「1 を直しました」 …
    「2 は `internal/handler/orders.go:41` の…」): that paragraph is the open item's place."""
    listed = _readable(turn.user)
    numbered = numbered_items(listed)
    spans = numbered or _inline_items(listed)
    reply = _readable(turn.assistant)
    if len(spans) < 2 or not reply:
        return None
    taken = {n for c in _CLAUSE.finditer(reply) if (n := _done_number(c.group(0)))}
    taken |= _taken_up(turns, turn, listed, spans, aside) | (_started_with(listed, spans) if _fixed_by_edit(turn) and not numbered
                                                              else set())
    left = [k for k in range(1, len(spans) + 1) if k not in taken]
    if len(left) != 1 or not taken:
        return None
    opens = re.compile(rf"^[ \t]*(?:item\s+|#|第\s*)?{left[0]}\s*(?:つ目|番目?|个|號|号)?\s*(?:は|:|：|、|,|，|is\b|(?:是|在))",
                       re.MULTILINE)
    start = opens.search(reply)
    if start is None:
        return _paragraph_of(turn, listed[slice(*spans[left[0] - 1])], reply, excluded, cleared_by, {_file_name(p) for call in turn.tools
                             if added_lines(call) or removed_lines(call) for p in call.paths})
    later = _NUMBERED_PARAGRAPH.search(reply, start.end())
    paragraph = reply[start.start():later.start() if later else len(reply)]
    # (not one the same turn's edits worked on: 「両方直して」 … 「2 は … デフォルト 20 にしました」)
    edited = {p.replace("\\", "/") for call in turn.tools if added_lines(call) or removed_lines(call) for p in call.paths}
    named = {m.value.replace("\\", "/") for m in mentions.find(paragraph) if m.kind in ("path", "location")}
    if any(e == n or e.endswith("/" + n) for e in edited for n in named):
        return None
    return _item(turn, "assistant", (start.start(), start.start() + len(paragraph)), excluded, cleared_by)


def _taken_up(turns: Sequence[Turn], turn: Turn, text: str, spans: Sequence[tuple[int, int]],
              aside: Sequence[str] = ()) -> set[int]:
    """The items (1-based) of the list at ``spans`` in ``turn``'s reply that something after it
    took up: the agent's own title ("(fixed)"), a later edit that changes code the item quotes,
    or a later user message (and ``aside``: clauses of the sentence) by number or by a name
    only that item holds."""
    # an item the agent's own title marks as done ("**1. 注文日時のタイムゾーン（修正済み）**")
    taken = {k for k, (a, b) in enumerate(spans, 1) if vocab.first(text[a:b].split("\n", 1)[0], "done_mark")}
    # or its own words after the list, by number (「第 1 个改好了」, "1 is fixed")
    titles = [(m.group(1).lower() if (m := _BOLD.search(text[a:b].split("\n", 1)[0])) else "") for a, b in spans]
    for clause in _CLAUSE.finditer(text[spans[-1][1]:]):
        done = _done_number(clause.group(0))
        if done and done <= len(spans):
            taken.add(done)
        named = _DONE_TITLE.match(clause.group(0))
        # (by the title's first word: "Month labels are fixed" for **Month label**; not "Timezone is not fixed yet")
        head = named.group("name").lower().split(" ")[0] if named and not _NOT_YET.search(named.group(0)) else ""
        holders = [k for k, title in enumerate(titles, 1) if len(head) >= 3 and _first_word(title)
                   and (_first_word(title).startswith(head) or head.startswith(_first_word(title)))]
        if len(holders) == 1:
            taken.add(holders[0])
    by_edit: set[int] = set()  # (turns whose edit took an item up)
    for later in (t for t in turns if t.index >= turn.index):  # (the list's own turn too: "I'll fix #1 now" and its edit)
        # an item a later edit of the agent's worked on: the edit is in the one item's file and changes code the item
        # quotes (the paging finding, fixed in VoucherRepository.cs); a clippy fix elsewhere in that file takes nothing up
        for call in later.tools:
            changed = _worked(call)
            for edited in call.paths if changed else ():
                name = edited.replace("\\", "/").rsplit("/", 1)[-1]
                # (named by its file, or by its class: `CustomerSearchService.search` for CustomerSearchService.java)
                stem = name.rsplit(".", 1)[0]
                # (or by a function named after it: `normalize_postcode` for normalize.py)
                holders = [k for k, (a, b) in enumerate(spans, 1)
                           if name in text[a:b] or (len(stem) >= 6 and re.search(rf"\b{re.escape(stem)}(?:\b|_[a-z])", text[a:b]))]
                # (named by two items, the one whose title names it: "**1. Footer off screen** —
                # `Modal.module.css`" beside "… above the overlay (Modal.module.css:5)" in item 2;
                # else, by the list's own turn, the one that quotes the changed code: "I'll fix the UK one now")
                titled = [k for k in holders if _first_file(text[slice(*spans[k - 1])]) == name] or [
                    k for k in holders if later is turn and _quotes_any(text[slice(*spans[k - 1])], changed, removed_lines(call))]
                holders = titled if len(holders) > 1 and len(titled) == 1 else holders
                if len(holders) == 1 and _quotes_any(text[slice(*spans[holders[0] - 1])], changed, removed_lines(call)):
                    taken.add(holders[0])
                    by_edit.add(later.index)
                elif not any(_quotes_any(text[slice(*spans[k - 1])], changed, removed_lines(call)) for k in holders) and (re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w.-])", text[:spans[0][0]]) or (
                        len(stem) >= 6 and re.search(rf"(?<![\w.-]){re.escape(stem)}(?![\w.-])", text[:spans[0][0]]))):
                    # the list opens by naming the one file all its items are in (「两个问题都在
                    # `header.css`」, 「看了 `InvoiceExporter`」): the one item that quotes the changed code (also past one that calls `deliver(…)`)
                    quoting = [k for k, span in enumerate(spans, 1) if _quotes_any(text[slice(*span)], changed, removed_lines(call))]
                    if len(quoting) == 1:
                        taken.add(quoting[0])
    # or a later reply of the agent's that opens a clause by saying it did one (「1 を直しました」)
    for later in (t for t in turns if t.index > turn.index):
        for clause in _CLAUSE.finditer(_readable(later.assistant)):
            done = _done_number(clause.group(0))
            if done and done <= len(spans):
                taken.add(done)
    for asker, later_user in [*((t, t.user) for t in turns if t.index > turn.index), *((None, a) for a in aside)]:
        # (a file a request names for other work, 「lib.rs 顶上加个用法示例」, takes up no item its edit left alone, unless it says done)
        written = [line for call in asker.tools for line in removed_lines(call) + added_lines(call)] if asker else []
        for clause in _CLAUSE.finditer(later_user):
            # (what the user wants to ask "before the locale thing" is still ahead of it)
            said = vocab.masked(clause.group(0), "ahead_of")
            # (「2は…一旦保留で」 leaves 2 open: it is what remains; 「1は先に、2は保留」 still takes 1)
            # (and a clause that puts off the one item it numbers: 「2は仕様かもしれないから、デザイナーに
            # 確認してから決める」)
            if not (vocab.first(said, "postpone") and len(_numbers_taken(said)) == 1):
                taken.update(n for piece in _PIECE.finditer(said) if not vocab.first(piece.group(0), "postpone")
                             for n in _numbers_taken(piece.group(0)) if n <= len(spans))
            # a question about an item's word ("is --to meant to be inclusive?", 「useFetch と $fetch って…んだっけ」) takes nothing up,
            # but a part before it that says an item is done does ("I fixed the duplicate one myself, can you check it's right?")
            # (or hands it back: 「限流那个我自己改 … trust proxy 怎么配」)
            if (said.rstrip().endswith(("?", "？")) or _asks(said)) and not (said := next((p for p in _pieces(said) if (
                    vocab.first(p, "done_mark") or vocab.first(p, "handed_off")) and not _asks(p)), "")):
                continue
            # a name takes an item ("the HttpClient one goes in another PR"); a plain word a later request or question says in passing ("run the spec", "index") does not, unless the item quotes it as code
            aside_word = vocab.first(said, "deferral") is not None
            # (a plain word names an item's file only in a clause that closes it: 「show は直した」, not
            # "they'll get a corrected invoice" beside pdf/invoice.blade.php)
            closing = aside_word or vocab.first(said, "done_mark") is not None
            said_keys = keywords(said) if aside_word else set()
            picks: list[tuple[bool, int]] = []
            # (a clause that takes an item by its number says how with the names of its other parts, 「3だけ先に直して、
            # stateやめるやつで」, unless such a part has a verdict of its own: 「parseDate 那个我改了，第 2 个你来」)
            numbered = bool(_numbers_taken(said))
            naming = " ".join(p.group(0) for p in _PIECE.finditer(said) if not numbered or (not _numbers_taken(
                p.group(0)) and any(vocab.first(p.group(0), c) for c in ("done_mark", "deferral", "handed_off", "postpone"))))
            for token in (set(_IDENTIFIER.findall(naming)) | set(_TICKET.findall(naming)) | set(_PLUS_NAME.findall(naming))
                          | set(_SHORT_NAME.findall(naming))):
                # a plain word counts where the item quotes it as code (`days`)
                # (or names the file it stands in: "show" for posts/show.blade.php)
                # (or, in a clause that sets it aside, the item's bold title says it: "leave the probe" for "**Liveness probe 404**")
                # (or names the item by it, 「nullのやつはさっき自分で直した」 for the item whose `customer` is null)
                holders = [k for k, (a, b) in enumerate(spans, 1) if _holds(text[a:b], token) and (
                    _NAME_LIKE.search(token) or _TICKET.fullmatch(token) or f"`{token}`" in text[a:b] or any(_BY_NAME.match(said, m.end()) for m in re.finditer(rf"(?<![A-Za-z0-9_]){re.escape(token)}(?![A-Za-z0-9_])", said))
                    or (closing and re.search(r"[/\\]" + re.escape(token) + r"\.\w", text[a:b]))
                    or (token.lower() in said_keys and re.search(rf"\b{re.escape(token.lower())}\b", titles[k - 1]))
                    or (closing and "+" in token and token.lower() in titles[k - 1]))] or [  # (「N+1 那个我自己改了」 for **慢：N+1 查询。**)
                    k for k, (a, b) in enumerate(spans, 1) if _called(token, text[a:b])] or [  # (「Adapterの方」: `CartAdapter`'s item)
                    k for k, (a, b) in enumerate(spans, 1) if any(_BY_NAME.match(said, m.end()) for m in re.finditer(
                        rf"(?<![A-Za-z0-9_]){re.escape(token)}(?![A-Za-z0-9_])", said)) and re.search(rf"(?<=[a-z]){re.escape(token)}(?![A-Za-z0-9_])", text[a:b])]
                if len(holders) == 1 and not (_FILE_TOKEN.search(token) and written and not closing and not _quotes_any(
                        text[slice(*spans[holders[0] - 1])], written)):
                    picks.append((bool(re.search(rf"(?<![\w$]){re.escape(token)}\(|`{re.escape(token)}", said)), holders[0]))
            # (a name the clause writes as code picks by itself: "the down() one is in jonas's migration" sets aside the `down()` item)
            strong = {k for code, k in picks if code}
            taken |= strong if aside_word and strong else {k for _, k in picks}
            # (or by a word in kana or kanji before の方/のやつ/那个: 「クーポンの方は自分で直した」; 「先修引号那个」
            # by its end, 引号, the longest end one item says, unless the turn's edit took one up: 「先改弹窗那个」)
            ends = 1 if asker is not None and asker.index in by_edit else None
            # (not in a piece that puts it off: 「商品页那个也先等等」 leaves it open)
            open_part = " ".join(p for p in _pieces(said) if not vocab.first(p, "postpone"))
            # ("window のほうは…それは自分でやる" for the item that quotes `ParseWindow`; not one left for later: "leave the init one")
            taken |= named_by_part(open_part, text, spans) if not aside_word or vocab.first(said, "handed_off") else set()
            for token in set(_CJK_NAME.findall(open_part)) - _positions(""):
                # (「最初の方」, 后面那个: the first or the last item, by place)
                holders = [1] if token in _positions("_first") else [len(spans)] if token in _positions("_last") else next(
                    (found for end in range(ends or len(token) - 1) if len(
                        found := [k for k, (a, b) in enumerate(spans, 1) if token[end:] in text[a:b]]) == 1), [])
                # (said by two items, the one whose first line says it: 「1. 携程超卖 —— …」, not 「携程和 Booking 都用的是…」)
                holders = holders or [k for k, (a, b) in enumerate(spans, 1) if token in text[a:b].split("\n", 1)[0]]
                # (or by its bold title, when both first lines say it: 「1. **日期格式**…」 beside 「2. **新增的 channel 列** … 日期修好后…」)
                holders = holders if len(holders) == 1 else [k for k, title in enumerate(titles, 1) if token in title] or holders
                if len(holders) == 1:
                    taken.add(holders[0])
    return taken


def _done_number(clause: str) -> int | None:
    """The item number a clause opens by saying is done (「第 1 个改好了」, "1 is fixed", 「① 改好了」)."""
    done = _DONE_ITEM.match(clause)
    return unicodedata.digit(done.group(1)) if done else None


def _first_word(title: str) -> str:
    return re.sub(r"^\W+|\W+$", "", title.split(" ")[0])


def _first_file(item: str) -> str | None:
    """The file an item names first (its title's: "1. **保存按钮被切掉**：`Modal.module.css:15-16`，…")."""
    first = next((m for m in mentions.find(item) if m.kind in ("path", "location")), None)
    return _file_name(first.value) if first else None




# (not 「もう一個の方」, 另一个: the other one is no name; a kanji's one kana ending belongs to it: 「丸めのほう」)
_CJK_NAME = re.compile(r"(?<![\u30a0-\u30ff\u3400-\u9fff])(?![一二两另別别])(?:[\u30a0-\u30ff\u3400-\u9fff]{2,8}|"
                       r"(?<![\u3400-\u9fff][\u3041-\u3093])[\u3400-\u9fff]{1,7}[\u3041-\u3093])(?=の方|のほう|のやつ|那个|的那个)")


@cache
def _positions(which: str) -> frozenset[str]:
    """Words of place and order that a 「…の方」 may stand on: the first item's (最初, 前面, ``_first``),
    the last's (後者, ``_last``), or no item's (さっき, ``""``)."""
    return frozenset(vocab.table()["item_numbers"][f"positions{which}"])


_FILE_TOKEN = re.compile(r"\.[A-Za-z]{1,5}$")  # lib.rs, settings.py
def _called(token: str, item: str) -> bool:
    """Whether ``item`` quotes a call of ``token`` in a line of code (`for v in range(2, n)`, which
    「range 那个…我自己改回来了」 takes up, when no item names it otherwise)."""
    return any(re.search(rf"(?<![\w$.]){re.escape(token)}\(", q) for q in _CODE_SPAN.findall(item))


_PLUS_NAME = re.compile(r"(?<![\w+])[A-Za-z][\w]*\+[\w+]*")  # N+1, C++
_BY_NAME = re.compile(r"\s*(?:の方|のほう|のやつ|の件|那个|的那个|那块)")
_SHORT_NAME = re.compile(r"(?<![A-Za-z0-9_-])[A-Za-z_][A-Za-z0-9_]{2}(?=" + _BY_NAME.pattern + ")")  # (「key那个先不管」)
_NAME_LIKE = re.compile(r"^.+[A-Z]|[_.]|^.{8,}$")  # HttpClient, cache_key, Foo.bar, a long word


def reported_before(clause: str, turns: Sequence[Turn], index: int) -> tuple[Turn, str] | None:
    """The paragraph of an earlier reply that reports the defect a clause leaving something
    alone names by a plain word: 「percentile の方はまだ触っていません」 → the paragraph where
    `stats.rs:39` の `percentile` was reported. None when the clause names a file itself."""
    said = mentions.find(clause)
    if any(m.kind in ("path", "location") for m in said):
        return None
    # (or by the code it quotes, which names no file: 「部分退款的 `RoundingMode.DOWN` 我没动」)
    words = {w.lower() for w in _IDENTIFIER.findall(clause)} | {m.value.lower() for m in said if m.kind == "symbol"}
    for turn in reversed([t for t in turns if t.index < index]):
        paragraphs = PARAGRAPH.split(_readable(turn.assistant))
        for k, paragraph in enumerate(paragraphs):
            if vocab.first(_masked(paragraph), "defect") and any(
                    m.kind == "symbol" and m.value.lower() in words for m in mentions.find(paragraph)):
                # with the lead that introduced it and the code quoted under that lead (「另外顺便看到
                # `refundItems` 第 59 行有个小问题：」, the line in a fence, then the paragraph)
                first = k
                while first > 0 and paragraphs[first - 1].lstrip().startswith("```"):
                    first -= 1
                if first < k and first > 0 and paragraphs[first - 1].rstrip().endswith((":", "：")):
                    return turn, "\n\n".join(paragraphs[first - 1:k + 1])
                return turn, paragraph
    return None
