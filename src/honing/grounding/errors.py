"""What an error message says of a thing the project declares: the field of a type that a
validation found invalid, the placeholder of a statement that was bound no value. Pure
functions over text, read from the tables ``[field_errors]`` and ``[placeholder_errors]``."""

from __future__ import annotations

import re
from functools import cache

from honing.grounding import vocab


@cache
def _tables() -> tuple[tuple[re.Pattern[str], ...], tuple[re.Pattern[str], ...], tuple[str, ...],
                       tuple[re.Pattern[str], ...]]:
    table = vocab.table()
    return (tuple(re.compile(p) for p in table["field_errors"]["patterns"]),
            tuple(re.compile(p) for p in table["placeholder_errors"]["patterns"]),
            tuple(table["placeholder_errors"]["written"]),
            tuple(re.compile(p) for p in table["placeholder_errors"]["undefined"]))


def declared(text: str) -> list[tuple[str, str, str | None, int]]:
    """``(kind, value, owner, start)`` for each declared thing an error in ``text`` names:
    kind "field" (value the field, owner its type) or "code" (a placeholder as the statement
    writes it, `#{offset}`, or an undefined name as it is used, each to be found verbatim)."""
    fields, placeholders, written, undefined = _tables()
    out: list[tuple[str, str, str | None, int]] = [
        ("field", m.group("field"), m.group("model"), m.start()) for p in fields for m in p.finditer(text)]
    for p in placeholders:
        for m in p.finditer(text):
            out.extend(("code", form.replace("{name}", m.group("name")), None, m.start()) for form in written)
    # (a name used where no one defined it: where it is used, as a whole word)
    out.extend(("code", m.group("name"), None, m.start()) for p in undefined for m in p.finditer(text))
    return out
