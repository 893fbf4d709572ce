"""What a report is called besides its own words. A name the user gives the topic of the exchange before
("これ社内では「二重カウント問題」って呼ばれてるやつだと思う", "we call this the double-count bug", 「这个我们内部叫『重复计数』」)
belongs to that exchange's report, not to the message that gives it (phrases ``nickname``). And a kind of symptom said
in other words ("only six backups" and later "the one-short thing", 「6個しかない」 and 「1個足りないやつ」: table
``symptom_kinds``) is a word both share."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from honing.grounding import vocab
from honing.grounding.prose import _defect_text
from honing.sessions.model import Turn


@cache
def _kinds() -> tuple[str, ...]:
    return tuple(vocab.table()["symptom_kinds"]["kinds"])


def _kinds_of(text: str) -> set[str]:
    return {f"symptom_{kind}" for kind in _kinds() if vocab.first(text, f"symptom_{kind}")}


def defect_texts(turns: Sequence[Turn], sentence: str) -> tuple[dict[int, str], set[str]]:
    """Each turn's defect text (prose._defect_text), a name a later message gave its topic added to it and taken out
    of the message that gave it, and a word for each kind of symptom it says; and the sentence's words for the names
    and kinds it says."""
    out, names = {t.index: _defect_text(t) for t in turns}, set()
    for before, after in zip(turns, turns[1:], strict=False):
        for m in vocab.find_all(after.user, "nickname"):
            name = next((v for v in m.groupdict().values() if v), m.group(0))  # (its name group, quoted or not)
            out[before.index] += f"\n{name}"
            out[after.index] = out[after.index].replace(name, " " * len(name))
            names.add(name)
    said = {n.lower() for n in names if n.lower() in sentence.lower()} | _kinds_of(sentence)
    for t in turns:
        out[t.index] += "".join(f"\n{kind}" for kind in sorted(_kinds_of(t.user)))
    return out, said
