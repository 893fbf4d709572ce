from __future__ import annotations

import re

from honing.engine.rule import Context, Hit, Outcome
from honing.text import lexicon

# A number, or a Chinese or Japanese numeral with a counter ("三句", "两段", "一つ"); but
# 一个 and 一点 are the words "a" and "a bit", not a count ("写一个简短的函数" has no number).
_NUMBER = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred)\b"
    r"|(?:[二三四五六七八九十百千两兩]|一(?![个個点點]))[一二三四五六七八九十百千两兩]*\s*"
    r"(?:个|個|字|句|段|条|條|点|點|页|頁|行|项|項|篇|首|词|詞|つ|文|語)", re.I)


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    hits: list[Hit] = []
    for h in doc.find("size"):
        sentence = doc.sentence_at(h.start)
        scope = doc.prose[sentence.start : sentence.end] if sentence else doc.prose
        if _NUMBER.search(scope) or lexicon.any_match(scope, "length_unit", doc.languages):
            continue
        hits.append(Hit.of(doc, h.start, h.end))
    if hits:
        listed = ", ".join(dict.fromkeys(f'"{h.text}"' for h in hits))
        return Outcome(hits=tuple(hits), message=f"Size words without a number: {listed}")
    return Outcome(passed_because="every size word has a number in its sentence, or there is none")
