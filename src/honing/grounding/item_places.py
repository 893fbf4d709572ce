"""Where an item of a list is placed beyond its own words: by another line of the reply that
places a name it quotes, by the reply's qualified name for its bare one, by the reply's
paragraph that calls the user's item by its number, or by the diagnosis before the list."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from honing.grounding import mentions, reviews, vocab
from honing.grounding.places import Sourced
from honing.grounding.prose import _readable
from honing.sessions.model import Turn


def placed_elsewhere(text: str, span: tuple[int, int], said: Sequence[Sourced]) -> tuple[Sourced, ...]:
    """Where another line of the reply places a name the item quotes ("1. raise `limits.memory` to 1Gi" after "-
    `deployment.yaml:54` 的 `limits.memory` 是 `512Mi`") or a report's ID it says (「2. B324 (md5 の…」 after 「- **B324** (`core/cache.py:22`)」)."""
    quoted, ids = {f"`{q}`" for q in mentions._BACKTICK.findall(text[span[0]:span[1]]) if len(q) >= 4}, reviews.ids(text[span[0]:span[1]])
    if not (quoted or ids) or any(s.mention.kind == "location" and span[0] <= s.mention.start < span[1] for s in said):
        return ()
    lines = [(m.start(), m.end()) for m in re.finditer(r"[^\n]+", text) if not span[0] <= m.start() < span[1]
             and (any(q in m.group(0) for q in quoted) or ids & reviews.ids(m.group(0)))]  # (PT-1 is not in PT-10)
    return tuple(s for s in said if s.mention.kind == "location" and any(a <= s.mention.start < b for a, b in lines))


def qualified(sources: Sequence[Sourced], said: Sequence[Sourced]) -> tuple[Sourced, ...]:
    """Where the rest of the reply says which one an item's bare name is (`OrderService.reorder` for `reorder`)."""
    names = {s.mention.value for s in sources if s.mention.kind == "symbol" and not s.mention.symbol}
    return tuple(s for s in said if s not in sources and s.mention.kind == "symbol"
                 and s.mention.value in names and s.mention.symbol)


_FENCED = re.compile(r"```.*?```", re.DOTALL)  # (a numbered line of code, `2: import os`, answers no item)


def answered(turn: Turn, number: int, said: Sequence[Sourced], kinds: tuple[str, ...] = ("location",)) -> tuple[Sourced, ...]:
    """The places the reply's paragraph that calls the user's item ``number`` by its number names
    (「第 2 条我顺手 grep 了一下…`DateUtil.java` 第 13 行的…」, "#2 is in …", a paragraph opening "2 (not changed): …"),
    counted twice: the agent placed what the user's list only described. ``kinds``: the kinds of mention
    that place it (a symbol too, when the user's item names nothing itself: "point 2 (the per-order `round()`
    in `rows()`)")."""
    reply = _readable(turn.assistant)
    at = re.search(rf"第\s*{number}\s*[条個个点項项](?![参字行列页])|(?<![\w#])(?<!PR )(?<!issue )#{number}(?!\w)"
                   rf"|\b(?:item|point)\s+{number}\b|(?<![\d.])\s?{number}\s*(?:点目|番目|つ目)"
                   rf"|^[ \t]*(?:\*\*)?{number}(?:\*\*)?[ \t]*(?:[(（]|[:：](?!\d))"
                   rf"|^[ \t]*{number}[ \t]?(?:については|について|の方は|のほうは|は(?=確認|保留|まだ|いったん|一旦|今回|見送|このまま|そのまま))"  # (「2 については確認させてください」「2 は今回は見送り」)
                   rf"|^[ \t]*(?i:as for|regarding)[ \t]+(?:#|item[ \t]+|point[ \t]+)?{number}(?=[ \t]*[,:：，]|[ \t]*$)", _FENCED.sub(lambda m: " " * len(m.group(0)), reply), re.MULTILINE)  # ("2 (not changed, as you asked): …")
    if at is None:
        return ()
    end = reply.find("\n\n", at.start())
    end = len(reply) if end < 0 else end
    return tuple(replace(s, mention=replace(s.mention, weight=s.mention.weight * 2)) for s in said
                 if s.where == "assistant" and s.mention.kind in kinds and at.start() <= s.mention.start < end)


def diagnosed(text: str, span: tuple[int, int], spans: Sequence[tuple[int, int]], said: Sequence[Sourced]) -> tuple[Sourced, ...]:
    """An option of the agent's list that names no place (「1. healthcheck 改用 python 标准库，不动镜像」) is carried
    out where the reply placed the defect before the list (「`docker-compose.yml` 第 24 行用的是 `curl`」): the
    places written before the first item, of a line number, that no other item names (「2. Dockerfile 里装 curl」)."""
    if not spans or span not in spans:
        return ()
    others = {s.mention.value for s in said for a, b in spans if (a, b) != span and a <= s.mention.start < b}
    return tuple(s for s in said if s.mention.start < spans[0][0] and s.mention.kind == "location"
                 and s.mention.value not in others)


def own(text: str, span: tuple[int, int], sources: tuple[Sourced, ...], said: Sequence[Sourced],
        spans: Sequence[tuple[int, int]]) -> tuple[Sourced, ...]:
    """An item's own sources; when it names only what it adds in brackets (「2. 在 WHERE 里加 `AND u.deleted_at IS NULL`
    （`countRecipients` 也一起），这是根本原因。」), the places the diagnosis before the list gives (``diagnosed``: the WHERE
    of `listRecipients`, line 14), with the additions at half weight."""
    asides = [(m.start() + span[0], m.end() + span[0]) for m in vocab.find_all(text[span[0]:span[1]], "added_aside")]
    if not sources or not asides or any(not any(a <= s.mention.start < b for a, b in asides) for s in sources):
        return sources
    placed = diagnosed(text, span, spans, said)
    return placed + tuple(replace(s, mention=replace(s.mention, weight=s.mention.weight / 2)) for s in sources) if placed else sources
