"""Picking one item out of an agent's list: by number ("#2", 「3番」), by description, or as "the other one" after the rest
were taken up."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from honing.grounding import item_places, mentions, reviews, vocab
from honing.grounding.candidates import Candidate, _sources
from honing.grounding.places import Sourced
from honing.grounding.prose import (
    _CLAUSE,
    _LACKING,
    _PARTICLES,
    _QUESTION,
    PARAGRAPH,
    _clip,
    _not_keywords,
    _prose,
    _readable,
    report_of,
)
from honing.sessions.model import Turn
from honing.text.segment import words

# a list item's marker, also in bold ("**1. `WeatherCache` …**"): 1. / 1) / (1) / ① / and options lettered A. B. or a) b), bold or not, or a numbered heading (### 2. …)
_QUOTE_MARK = re.compile(r"(?m)^[ \t]*>[ \t]?")
_ITEM = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:(\d{1,2})(?:[.)](?=\s|[^\x00-\x7f])|[．、）])|[(（](\d{1,2})[)）]|([①②③④⑤⑥⑦⑧⑨])"
                   r"|([A-F])[.)](?=\s)|([a-f])\)(?=\s)"
                   # an option titled by its number: "**方案一（推荐）**", 「案2：」, "Option 2:"; 「第一，」, 「1つ目:」
                   r"|(?:方案|选项|対応案|案|Option |Plan |第)([1-9一二三四五六七八九])[个点条处]?(?=[:：（(*，,]|\s*[—–-]\s|[ \t]*$)"
                   r"|([1-9])つ目(?=[:：、,（(]|\s*[—–-]\s))", re.MULTILINE)
_CIRCLED = "①②③④⑤⑥⑦⑧⑨"
_BOLD_TITLE = re.compile(r"(?:\*\*|__)\d{1,2}[.)．]\s*[^*\n]{2,80}(?:\*\*|__)\s*[—–:-]")
_HAN_DIGITS = "一二三四五六七八九"


def _item_number(m: re.Match[str]) -> int:
    if m.group(1) or m.group(2) or m.group(7):
        return int(m.group(1) or m.group(2) or m.group(7))
    if m.group(3):
        return _CIRCLED.index(m.group(3)) + 1
    if m.group(6):
        return int(m.group(6)) if m.group(6).isdigit() else _HAN_DIGITS.index(m.group(6)) + 1
    return ord((m.group(4) or m.group(5)).upper()) - ord("A") + 1


def ordinal(sentence: str) -> int | None:
    """The N of "the second one", 二つ目, 第二个: which item of a list the sentence picks."""
    return next((n for n in range(1, 10) if vocab.first(sentence, f"ordinal_{n}")), None)


def list_item(text: str, number: int, quoted: bool = False) -> tuple[int, int] | None:
    """Where item ``number`` of the last numbered list (1., 2., … / (1) / ①; with ``quoted``, a user's list pasted as a
    quote, "> 1. …", too) in ``text`` stands: from its marker to the next marker or the next blank line."""
    lists: list[list[re.Match[str]]] = []
    for m in _ITEM.finditer(_QUOTE_MARK.sub(lambda q: " " * len(q.group(0)), text) if quoted and ">" in text else text):
        value = _item_number(m)
        if value == 1:
            lists.append([m])
        elif lists and value == len(lists[-1]) + 1:
            lists[-1].append(m)
    if (chosen := next((items for items in reversed(lists) if len(items) >= number), None)) is None:
        return None
    start = chosen[number - 1].start()
    end = chosen[number].start() if number < len(chosen) else len(text)
    first = text[start:end].split("\n", 1)[0].strip()
    titled = _BOLD_TITLE.match(first)
    if first.startswith("#") or (first.startswith(("**", "__")) and first.endswith(("**", "__")) and len(first) > 4) or titled:
        # a numbered heading, or a title line in bold, holds its section: up to the next heading or item (also a bold title with its place after it: "**1. Runs in UTC** — `events.tf` line 5")
        heading = re.search(r"\n[ \t]*#{1,6}[ \t]", text[start + 1:end])
        end = start + 1 + heading.start() if heading else end
        if titled and number == len(chosen) > 1:
            # (the last one no further than the item before it ran, in paragraphs: not the reply's closing)
            ends = _paragraph_ends(text, start, end)
            end = ends[min(len(ends), len(_paragraph_ends(text, chosen[number - 2].start(), start))) - 1]
        return start, end
    blank = PARAGRAPH.search(text[start:end])
    return start, start + blank.start() if blank else end


def _paragraph_ends(text: str, start: int, end: int) -> list[int]:
    """Where each paragraph of ``text[start:end]`` ends (blank lines inside a code fence part none)."""
    fences = [m.span() for m in _FENCE.finditer(text, start, end)]
    ends = [start + m.start() for m in PARAGRAPH.finditer(text[start:end])
            if not any(a <= start + m.start() < b for a, b in fences)]
    return [e for e in ends if text[start:e].strip() and text[e:end].strip()] + [end]


# a lone digit, not part of a version, a path, a line number or "the 2 changes"
_ASKED_NUMBER = re.compile(r"(?<![A-Za-z0-9_.#:/-])([1-9])(?![A-Za-z0-9_.:%/-])(?!\s*(?!and\b|or\b|first\b)[A-Za-z])")


def _asked_item(turn: Turn) -> int | None:
    """The item a closing question offers to do by its number ("Should I go ahead with
    1?", 「1 から進めますか？」, 「先改1吗？」): a "yes" takes that item. None when the
    question names no number or several."""
    questions = _QUESTION.findall(_prose(_readable(turn.assistant)))
    numbers = {int(m.group(1)) for m in _ASKED_NUMBER.finditer(questions[-1])} if questions else set()
    # the number names an item of the list this very reply holds ("Should I set it to 2?" after no list is a value)
    if len(numbers) != 1 or list_item(_readable(turn.assistant), next(iter(numbers))) is None:
        return None
    return numbers.pop()


def _picked(turns: Sequence[Turn], number: int, deferred: set[int], excluded: set[str],
            cleared_by: dict[int, frozenset[str]], also: bool = False) -> Candidate | None:
    """The item a sentence picks by number, from the newest turn holding a numbered list
    that long (the agent's options or findings first, then the user's own list). "2 too"
    (第2个也, 2番も) goes on through a list the user already took items of ("1 and 3 first"),
    past a newer list no one picked from (the two ways to fix item 2)."""
    if also:
        picking = [t.index for t in turns if _numbers_taken(t.user) or _ITEM_NUMBERS.search(t.user)]
        worked = [t for t in turns if picking and picking[-1] > t.index]
        found = _picked(worked, number, deferred, excluded, cleared_by) if worked else None
        if found is not None:
            return found
    for turn in reversed(turns):
        if turn.index in deferred:
            continue
        for where, text in (("assistant", turn.assistant), ("user", turn.user)):
            span = list_item(_readable(text), number, where == "user") or (reviews.comment(_readable(text), number) if where == "user" else None)
            found = None if span is None else _item(turn, where, span, excluded, cleared_by, number if where == "user" else 0)
            if found is not None:
                return found
    return None


def _item(turn: Turn, where: str, span: tuple[int, int], excluded: set[str],
          cleared_by: dict[int, frozenset[str]], number: int = 0) -> Candidate | None:
    """The item at ``span`` of the turn's message (``where``: assistant or user) as the
    candidate, when it names something; its title's names count half again. Item ``number`` of
    the user's list is also where the reply's paragraph that calls it so places it (「第 2 条我顺手
    grep 了一下…`DateUtil.java` 第 13 行的…」)."""
    text = _readable(turn.assistant if where == "assistant" else turn.user)
    every = _sources(turn, excluded, cleared_by[turn.index])
    said = [s for s in every if s.where == where]
    sources = item_places.own(text, span, tuple(s for s in said if span[0] <= s.mention.start < span[1]), said, numbered_items(text))
    # (an item of the user's that names nothing is placed by the reply's words on it alone: "point 2 (… `round()` in `rows()`)")
    answered = item_places.answered(turn, number, every, ("location",) if sources else ("location", "path", "symbol", "code")) if number else (
        () if sources else item_places.diagnosed(text, span, numbered_items(text), said))
    if not sources and not answered:
        return None
    sources = (_titled(sources, text, span) + item_places.qualified(sources, said) + item_places.placed_elsewhere(text, span, said)
               + answered) if sources else answered
    item = text[span[0]:span[1]]
    description = report_of(turn)
    return Candidate(turn.index, _clip(description), _clip(item), sources, True, _prose(item), cleared_by[turn.index])


# an item taken up by its bare number: "2 は今やって", "3 は自分で直す", "(2) done", "#3 later", "2 号我来"
def _alternatives(key: str) -> str:
    return "|".join(re.escape(w) for w in sorted(vocab.table()["item_numbers"][key], key=lambda w: (-len(w), w)))


# items named by number in a list of two or more: "1 and 3", 1と3, 1和3, 1、3
_ITEM_NUMBERS = re.compile(r"(?<![\d.])[1-9](?:\s*(?:" + _alternatives("joiners") + r")\s*[1-9])+(?![\d.])")
_COUNTED_AFTER = re.compile(r"\s*(?:" + _alternatives("counters") + r"|行目|件|個|つ|番目|lines?\b|rows?\b|items?\b|times?\b|days?\b|hours?\b|minutes?\b|seconds?\b)", re.IGNORECASE)  # (counts: 「2、3行目」)
# a number picked "as well": "#2 too", 「2番も」, 「第2个也」
_ALSO_NUMBER = re.compile(r"[1-9]\s*(?:番目?|つ目|個目|个|條|条|点|項目?)?\s*(?:も|也)|[1-9]\s*(?:too|as well)\b", re.IGNORECASE)


def picks_also(sentence: str) -> bool:
    return _ALSO_NUMBER.search(sentence) is not None


# a word of assent before the opener ("ok じゃ1もお願い", 「了解、2也弄下」)
_ASSENT = r"(?:(?:" + _alternatives("leads") + r")(?![A-Za-z])[、,，.!！\s]*)?"
_TAKEN_NUMBER = re.compile(r"(?:^|[\s(（#。、，！？!?])([1-9])(?:\s*[)）]|\s*(?:" + _alternatives("particles") + r")"
                           r"|\s+(?:" + _alternatives("words_after") + r")\b)"
                           r"|\b(?:" + _alternatives("verbs_before") + r")\s+(?:#|number\s+|item\s+)?([1-9])\b"
                           r"(?![.,:/]\d|\s*(?:s|ms|x|%|sec|secs|seconds|min|mins|minutes|kb|mb|gb)\b)"
                           r"(?!\s+(?!and\b|or\b|now\b|first\b|then\b|please\b|though\b|too\b|also\b|instead\b|next\b|pls\b|plz\b|as\s+well\b)[A-Za-z])"
                           r"|(?:" + _alternatives("verbs_before_cjk") + r")\s*([1-9])(?![\d.])"  # (not 先修2个bug, 2处)
                           r"(?!\s*(?:" + _alternatives("counters") + r"))"
                           r"|(?<=[\u3040-\u30ff\u3400-\u9fff])([1-9])(?=" + _alternatives("suffixes_cjk") + r")(?!番地)"
                           r"|(?<![\w#])#([1-9])(?![\w.])"  # "ok now #2"
                           r"|(?:" + _alternatives("named_lists") + r")の\s?([1-9])(?=\s*[、,，。](?!\s*\d))|^\s*([1-9])\s*呢"  # (「レビューの2、」「2 呢？」)
                           r"|^\s*" + _ASSENT + r"(?:" + _alternatives("sentence_joining") + r")\s+(?:#|number\s+|item\s+)?([1-9])"
                           r"(?:[ \t,]+(?:" + _alternatives("sentence_closing") + r"))*[ \t]*[.!]*\s*$"  # "ok and 1 pls"
                           r"|^\s*" + _ASSENT + r"([1-9])(?:\s*(?:" + _alternatives("opening_also") + r")|(?:[ \t,]+(?:" + _alternatives("sentence_closing") + r"))+[ \t]*[.!]*\s*$)"
                           r"|^\s*" + _ASSENT + r"(?:" + _alternatives("openers_cjk") + r")[、,，\s]*([1-9])(?=\s*(?:" + _alternatives("particles")
                           + "|" + _alternatives("opening_also") + r"))"  # (「ok 那 3 也顺手改了吧」)
                           r"(?!\s*(?:" + _alternatives("counters") + r"))"
                           r"|(?:^\s*" + _ASSENT + r"(?:(?:" + _alternatives("openers_cjk") + r")[、,，\s]*)?|(?<![A-Za-z0-9_.-])[A-Za-z][\w.-]*\s*は\s*)([1-9])\s*(?:"
                           + _alternatives("particles_choice") + r")"
                           # (a sentence of the number and a particle alone: 「じゃあ2で」, 「那就2吧」)
                           r"|(?:^\s*" + _ASSENT + r"(?:(?:" + _alternatives("openers_cjk") + r")[、,，\s]*)?|(?:" + _alternatives("topic_ends")
                           + r")\s*[、,，]\s*)([1-9])\s*(?:" + _alternatives("particles_alone") + r")[。.!！~〜\s]*$",
                           re.IGNORECASE)


def _numbers_taken(clause: str) -> set[int]:
    """The list items a clause takes up by number: an ordinal ("the second one", 2つ目) or a bare one ("3 is mine")."""
    numbers = {int(next(g for g in m.groups() if g)) for m in _TAKEN_NUMBER.finditer(clause)}
    numbers |= {int(d) for m in _ITEM_NUMBERS.finditer(clause) if not _COUNTED_AFTER.match(clause, m.end()) for d in re.findall(r"[1-9]", m.group(0))}  # ("fix 1 and 3", 1と3; not 「2、3行目」)
    picked = ordinal(clause)
    if picked is not None:
        numbers.add(picked)
    return numbers


@cache
def _not_selectors() -> frozenset[str]:
    """Words of a sentence that never pick an item of a list: stop words and the grounding
    phrases that point, ask, approve or frame ("fix", "that one", 修正, 那个)."""
    stop, _ = _not_keywords()
    return stop | frozenset(w.lower() for lang in vocab.LANGUAGES
                            for cat in ("deictic", "request", "ignore", "approval", "proposed", "same",
                                        "continuation", "deferral", "resume", "postpone", "proposal", "plain_words", "filler")
                            for w in vocab.table()[lang].get(cat, []))


def _selectors(sentence: str) -> set[str]:
    """The words a sentence may pick an item by ("the race one", 「文言おかしいやつ」,
    报错那个): content words, defect nouns included (报错, warning), not the pointing."""
    japanese = bool(re.search(r"[\u3040-\u30ff]", sentence))
    sentence = _LACKING.sub(" ", sentence)
    for m in reversed(vocab.find_all(sentence, "other")):  # (「另外那个」 says "the other", not 另外 of an item)
        sentence = sentence[:m.start()] + " " + sentence[m.end():]
    out = set()
    for word in words(sentence, japanese_default=japanese):
        token = re.sub(r"['’]s$", "", (word.rstrip(_PARTICLES) if japanese else word).lower())  # ("priya's comment": hers)
        if len(token) < 2 or (token.isascii() and len(token) < 3) or token in _not_selectors():
            continue
        out.add(token)
    # an identifier is one word ("the created_at one", 「createdAtのほう」), as the list writes it
    out.update(m.group(0).lower() for m in _COMPOUND.finditer(sentence))
    return out | {w for t in out for w in vocab.spelled_out(t)}  # ("the rolling avg one": the "average" item)


# (and a nickname written with a plus: "the n+1", 「N+1那个」)
_COMPOUND = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|(?<![A-Za-z0-9_])[a-z]+[A-Z][A-Za-z0-9]*"
                       r"|(?<![A-Za-z0-9_+])[A-Za-z]\+1(?![0-9+])")


_FENCE = re.compile(r"```.*?(?:```|\Z)", re.DOTALL)
_LEAD = 300  # how far before a list its lead-in ("There are two ways to fix it:") is read
# Japanese negates after the verb: 「テストが落ちることはありません」 does not say it fails
_NEGATED_AFTER = re.compile(r"[^。、\n]{0,6}?(?:ません|ない|なかった)")
_NEGATED = re.compile(r"(?:[不没無无非]|\bnot\s+|\bno\s+|\bnon-)$", re.IGNORECASE)


def _speaks_of(text: str, key: str) -> bool:
    """``text`` says the deferral's word ``key``: at a word's start or a camelCase hump
    ("price" in `formatPrice`), never inside a word ("gin" is not in "staging")."""
    if not key.isascii():
        return key in text.lower()
    return re.search(rf"(?<![A-Za-z0-9])(?i:{re.escape(key)})|(?<=[a-z0-9]){re.escape(key[:1].upper())}"
                     rf"(?i:{re.escape(key[1:])})", text) is not None


def _said_plainly(word: str, text: str, negated: bool = False, plural: bool = False, camel: bool = False) -> int:
    """How often ``word`` stands in ``text``, not negated (不报错, "not a crash"), or negated too; with
    ``plural``, an English noun in its plural too ("the refund one": "Prorated refunds …"); with ``camel``, as the
    part of a camelCase name it starts too."""
    plural = plural and word.isascii() and word.isalpha() and len(word) >= 4 and not word.endswith("s")
    pattern = rf"(?<![\w]){re.escape(word)}{'(?:s|es)?' if plural else ''}(?![\w])" if word.isascii() else re.escape(word)
    if camel and word.isascii() and word.isalpha() and len(word) >= 5:
        # (or as the part of a camelCase name it starts: "the backoff one" in `FixedBackOff(0L, 0L)`)
        pattern += rf"|(?-i:(?<=[a-z0-9]){re.escape(word[0].upper())}){re.escape(word[1:])}(?-i:(?![a-z]))"
    return sum(1 for m in re.finditer(pattern, text, re.IGNORECASE)
               if negated or not _NEGATED.search(text[max(0, m.start() - 5):m.start()])
               and not (not word.isascii() and _NEGATED_AFTER.match(text, m.end())))


_BULLET = re.compile(r"^[ \t]*[-*•・][ \t]+", re.MULTILINE)


def numbered_items(text: str) -> list[tuple[int, int]]:
    """The spans of the items 1, 2, … of the last numbered list in ``text``."""
    out: list[tuple[int, int]] = []
    for number in range(1, 10):
        span = list_item(text, number)
        if span is None or (out and span[0] < out[-1][0]):
            break  # (no item of that number in the last list: an older, longer list's is not this one's)
        out.append(span)
    if len(out) >= 2:
        # (the last item ends before a paragraph that leads into bullets naming the items again:
        # 「直し方:\n- ① …\n- ② …」; not its own "Fix:" bullets, nor a line in a code block)
        fences = [m.span() for m in _FENCE.finditer(text)]
        lead = next((m for m in _LEAD_IN.finditer(text, out[-1][0], out[-1][1]) if not any(a <= m.start() < b for a, b in fences)
                     and len(set(_RECAP_MARK.findall(text, m.end(), out[-1][1]))) >= 2), None)
        out[-1] = (out[-1][0], lead.start() if lead else out[-1][1])
        # (an item written as bullets ends before a plain paragraph after it: the reply's own
        # closing, 「要确定是哪条，最快的是…」, not part of the last item)
        # (nor at a "Fix:" of its own that leads into more bullets)
        a, b = out[-1]
        closing = next((m for m in _CLOSING.finditer(text, a, b) if not _LEADS_BULLETS.match(text, m.end())
                        and not any(x <= m.start() < y for x, y in fences)), None)
        if closing and _SUB_BULLET.search(text, a, closing.start()):
            out[-1] = (a, closing.start())
    return out


_CLOSING = re.compile(r"\r?\n[ \t]*\r?\n(?=[^\s*•#>|`-])")
_SUB_BULLET = re.compile(r"\r?\n[ \t]*[-*•][ \t]")
_LEADS_BULLETS = re.compile(r"[^\n]{0,40}[:：][ \t]*\r?\n[ \t]*[-*•]")


_LEAD_IN = re.compile(r"(?<=\n\n)[^\s`*#|>-][^\n]{0,30}[:：][ \t]*\n(?=[ \t]*[-*•])")
_RECAP_MARK = re.compile(r"^[ \t]*[-*•][ \t]*(?:\*\*)?([①-⑨]|[1-9](?=[.)．、]))", re.MULTILINE)


# a paragraph that opens with a title in bold ("**Early expiry** - `RedeemAsync` compares …")
_TITLED = re.compile(r"(?:\A|(?<=\n\n))[ \t]*(?:\*\*|__)[^*_\n]{2,80}(?:\*\*|__)")
_TITLED_BULLET = re.compile(r"^[-*•][ \t]+(?:\*\*|__)[^*_\n]{2,80}(?:\*\*|__)", re.MULTILINE)


def to_blank(text: str, at: int) -> int:
    """Where the paragraph holding ``at`` ends: the next blank line, or the end of ``text``."""
    return blank if (blank := text.find("\n\n", at)) >= 0 else len(text)


def paragraph_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the paragraphs of ``text`` (parted by blank lines)."""
    breaks = list(PARAGRAPH.finditer(text))
    return list(zip([0] + [m.end() for m in breaks], [m.start() for m in breaks] + [len(text)], strict=True))


def titled_paragraphs(text: str) -> list[tuple[int, int]]:
    """The spans of paragraphs that open with a bold title (findings written without numbers), each to the next
    blank line, else of bullets that open with one and each place a finding; none unless there are two or more."""
    spans = [(m.start(), to_blank(text, m.end())) for m in _TITLED.finditer(text)]
    if len(spans) < 2:
        # (or bullets that open with one and each place a finding, "- **订单邮件** … `emails.php` 第 18 行", not
        # options, "- **Leave it.** …"; each to the next such bullet or the blank line after it)
        starts = [m.start() for m in _TITLED_BULLET.finditer(text)]
        spans = [(a, min([to_blank(text, a), *starts[k + 1:k + 2]])) for k, a in enumerate(starts)]
        if not all(any(m.kind in ("path", "location") for m in mentions.find(text[a:b])) for a, b in spans):
            return []
    return spans if len(spans) >= 2 else []


def list_items(text: str) -> list[tuple[int, int]]:
    """The spans of the items of the last numbered list in ``text`` (two items or more),
    else of its bulleted items (- / * / •), each to the next item or blank line."""
    out = numbered_items(text)
    if len(out) >= 2:
        return out
    starts = [m.start() for m in _BULLET.finditer(text)]
    spans = []
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(text)
        blank = PARAGRAPH.search(text[start:end])
        spans.append((start, start + blank.start() if blank else end))
    return spans if len(spans) >= 2 else []


_OWN_LINE = re.compile(r"[(（]\s*(?:lines?|L)\s*\d+|[(（]\s*第\s*\d+\s*行|[(（]\s*\d+\s*行目")


def _titled(sources: Sequence[Sourced], text: str, span: tuple[int, int]) -> tuple[Sourced, ...]:
    """An item's sources, those of its first sentence (its title: "2. **`push` never wraps
    `head`** (`src/ring.rs:31`).", or the sentence after a heading that names nothing) counting
    half again: the rest explains, often by the place where the defect only shows."""
    marker = _ITEM.match(text, span[0]) or _BULLET.match(text, span[0])
    head = _CLAUSE.match(text, marker.end() if marker else span[0])
    if head and not any(span[0] <= s.mention.start < head.end() for s in sources):
        head = _CLAUSE.search(text, head.end(), span[1]) or head
    end = head.end() if head else span[1]
    # (a bold title and a colon, "**1. `GetDashboardAsync(day)`**：给 `DashboardController` 用", end the title)
    colon = re.search(r"(?:\*\*|__)[ \t]*[:：]", text[span[0]:end])
    end = span[0] + colon.start() if colon else end
    # (the file right after that colon is the title's place: "**toast 被盖住**：`Toast.module.css:6`，…")
    after = span[0] + colon.end() if colon else -9

    def titled(s: Sourced) -> bool:
        return span[0] <= s.mention.start < end or (s.mention.kind == "location" and after <= s.mention.start <= after + 2)

    # (a title that places itself, `file:line`, leaves the rest of the item to explain: the
    # function the failure shows in, 「useInvoices 里 setData(res.items) 拿到 undefined」, is not the place)
    # (so does a title with a line of its own: "3. **`extract` computes the day …** (line 26)")
    rest = 0.5 if any(titled(s) and s.mention.kind == "location" for s in sources) or _OWN_LINE.search(text, span[0], end) else 1.0
    return tuple(Sourced(mentions.Mention(s.mention.kind, s.mention.value, s.mention.line, s.mention.symbol,
                                          s.mention.weight * (1.5 if titled(s) else rest), s.mention.start),
                         s.turn, s.where, s.bases) for s in sources)


# a lead that counts causes ("two separate problems", 「原因は2つ」, 「两处原因」) or places of one fault (「3か所ありました」; table [counted_lists] lead_patterns)
_COUNTED = re.compile("|".join(vocab.table()["counted_lists"]["lead_patterns"]), re.I)
# a plain word before "the one" of a list's item, "window のほう", "the window one"; a letter that opens a clause about one,
# 「Bは自分で直した」, "B is done" (named_by_part)
_LETTER_TAKEN = re.compile(r"(?<![A-Za-z0-9_])([A-H])\s*(?:は|の(?:ほう|方)は|:|：|\s(?:is|was)\b)")
_WORD_BEFORE_ONE = re.compile(r"(?<![\w-])([A-Za-z][A-Za-z0-9]{2,30})\s*(?:の(?:ほう|方|やつ|件)|那个|那一个)|\bthe ([A-Za-z][A-Za-z0-9]{2,30}) one\b")


def named_by_part(said: str, text: str, spans: Sequence[tuple[int, int]]) -> set[int]:
    """The items (1-based) a clause names by a plain word before の方/那个 ("window のほう", "the window one") that is
    a part of a name only that item quotes (`ParseWindow`), or by the letter that opens its title."""
    def parts(k: int) -> set[str]:
        return {p for code in re.findall(r"`([^`\n]{1,80})`", text[slice(*spans[k - 1])]) for name in re.findall(r"[A-Za-z_]\w*", code)
                for p in re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name).lower().replace("_", " ").split()}
    named = [[k for k in range(1, len(spans) + 1) if (m.group(1) or m.group(2)).lower() in parts(k)] for m in _WORD_BEFORE_ONE.finditer(said)]
    # (or by the letter its title opens with: 「Bは自分で直した」 for "**B. チェックを入れても変わらない**")
    letters = [re.match(r"\W*([A-H])[.)．:：]", text[a:b]) for a, b in spans]
    return {holders[0] for holders in named if len(holders) == 1} | {k for m in _LETTER_TAKEN.finditer(said) for k, label in enumerate(
        letters, 1) if label and label.group(1) == m.group(1)}
