"""What a sentence or clause is for: the persona, the task, its context, a requirement,
a constraint (a prohibition), the expected output, or input data. One classifier serves
the structured optimizer mode (SPEC E-4) and restructure (SPEC E-7), so the two sort a
prompt the same way. Vocabulary comes from ``data/vocab/<lang>.toml``."""

from __future__ import annotations

import re
from functools import cache

from honing.text import lexicon, material

_WORD = re.compile(r"[A-Za-z']+")
_QUESTION_END = re.compile(r"[?？]\s*$")


def starts_with(text: str, category: str, languages: frozenset[str], within_words: int = 3) -> bool:
    """A hit of ``category`` among the first few words (English) or anywhere (ja/zh,
    where the verb comes last)."""
    hit = lexicon.any_match(text, category, languages)
    if hit is None:
        return False
    if hit.lang != "en":
        return True
    before = _WORD.findall(text[: hit.start])
    return len(before) < within_words


_LABEL = re.compile(r"^\s*(?:[-*+]\s+)?\**([^\W\d_][\w ]{0,30}?)\**\s*[:：]")


@cache
def _labels() -> dict[str, str]:
    out: dict[str, str] = {}
    for lang in lexicon.LANGUAGES:
        for role, names in lexicon.vocab(lang).get("section_label", {}).items():
            out.update({n.casefold(): role for n in names})
    return out


def label_role(text: str) -> str | None:
    """The role a user gave a line with a label such as "Context:" or "制約：" ."""
    m = _LABEL.match(text)
    return _labels().get(m.group(1).strip().casefold()) if m else None


def anchored_groups(texts: list[str], blocks: list[bool]) -> list[int]:
    """A group number per unit: a sentence that refers to a neighbouring block ("Fix the
    bug in the function above", "Here is my function:", 以下の文章を要約して) is grouped
    with that block, so that building sections never separates the two (issue 19).
    Groups are runs of consecutive units; the numbers increase along the text."""
    group = list(range(len(texts)))
    holds_block = {i: blocks[i] for i in range(len(texts))}  # per group number
    for i, text in enumerate(texts):
        if blocks[i]:
            continue
        # "Keep everything above unchanged" after "Fix the function above" joins them too
        if i > 0 and holds_block[group[i - 1]] and material.points_back(text):
            group[i] = group[i - 1]
        if i + 1 < len(texts) and blocks[i + 1] and material.points_forward(text):
            group[i + 1] = group[i]
            holds_block[group[i]] = True
    # renumber so that equal neighbours share the number of the first of them
    out: list[int] = []
    for i, g in enumerate(group):
        out.append(out[-1] if i and g == group[i - 1] else (out[-1] + 1 if out else 0))
    return out


def is_task(text: str, languages: frozenset[str]) -> bool:
    return starts_with(text, "task", languages) or bool(_QUESTION_END.search(text))


def classify(text: str, languages: frozenset[str], *, block: bool = False, requirement: bool = False,
             task_seen: bool = True) -> str:
    """The role of one sentence. ``block``: code, XML or quoted material on its own;
    ``requirement``: stage 4 extracted it; ``task_seen``: an earlier sentence already
    states the task (the first instruction is the task even when it names a format)."""
    if block:
        return "input"
    labeled = label_role(text)
    if labeled:
        return labeled
    if starts_with(text, "persona", languages, within_words=2):
        return "persona"
    if not task_seen and is_task(text, languages):
        return "task"
    if starts_with(text, "prohibition", languages, within_words=4):
        return "constraint"
    if (lexicon.any_match(text, "output_shape", languages) is not None
            or lexicon.any_match(text, "length_unit", languages) is not None):
        return "output"
    if requirement or lexicon.any_match(text, "obligation", languages) is not None:
        return "requirement"
    if is_task(text, languages):
        return "task"
    return "context"
