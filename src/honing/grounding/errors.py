"""What an error message says of a thing the project declares: the field of a type that a
validation found invalid, the placeholder of a statement that was bound no value; and how a
message a session quotes (raised or shown on screen) is looked for in the project: its fixed
wording, in the code and in translation files. Pure functions over text, read from the tables
``[field_errors]`` and ``[placeholder_errors]``."""

from __future__ import annotations

import re
from functools import cache

from honing.grounding import vocab
from honing.text.segment import CJK_CHAR


@cache
def _tables() -> tuple[tuple[re.Pattern[str], ...], tuple[re.Pattern[str], ...], tuple[str, ...],
                       tuple[re.Pattern[str], ...], tuple[re.Pattern[str], ...], tuple[str, ...], tuple[re.Pattern[str], ...]]:
    table = vocab.table()
    return (tuple(re.compile(p) for p in table["field_errors"]["patterns"]),
            tuple(re.compile(p) for p in table["placeholder_errors"]["patterns"]),
            tuple(table["placeholder_errors"]["written"]),
            tuple(re.compile(p) for p in table["placeholder_errors"]["undefined"]),
            tuple(re.compile(p) for p in table["placeholder_errors"]["columns_quoted"]),
            tuple(table["placeholder_errors"]["quoted"]),
            tuple(re.compile(p) for p in table["placeholder_errors"]["columns"]))


def declared(text: str) -> list[tuple[str, str, str | None, int]]:
    """``(kind, value, owner, start)`` for each declared thing an error in ``text`` names:
    kind "field" (value the field, owner its type) or "code" (a placeholder as the statement
    writes it, `#{offset}`, or an undefined name as it is used, each to be found verbatim)."""
    fields, placeholders, written, undefined, quoted_columns, quoted, columns = _tables()
    out: list[tuple[str, str, str | None, int]] = [
        ("field", m.group("field"), m.group("model"), m.start()) for p in fields for m in p.finditer(text)]
    for p in placeholders:
        for m in p.finditer(text):
            out.extend(("code", form.replace("{name}", m.group("name")), None, m.start()) for form in written)
    # (a name used where no one defined it: where it is used, as a whole word)
    out.extend(("code", m.group("name"), None, m.start()) for p in undefined for m in p.finditer(text))
    out.extend(("code", m.group("name"), None, m.start()) for p in columns for m in p.finditer(text))
    # (a column MySQL or SQLite lacks: where it is used, and again where a query quotes it, `where('active', true)`)
    for m in (m for p in quoted_columns for m in p.finditer(text)):
        out.append(("code", m.group("name"), None, m.start()))
        names = dict.fromkeys((m.group("name"), m.group("name").rsplit(".", 1)[-1]))  # (`coupons.active`, and `active`)
        out.extend(("code", form.replace("{name}", name), None, m.start()) for name in names for form in quoted)
    return out


def _fixed_part(message: str) -> str:
    """A message without what varies between occurrences: quoted values and numbers."""
    return re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`|\d+", "", message).strip(" :")


def covers(needle: str, message: str) -> bool:
    """The needle is (nearly) all of the message's fixed wording, so finding it is finding
    the message: "invalid postal code" in "invalid postal code: '150-0001'"."""
    fixed = _fixed_part(message)
    return needle.strip() == message.strip() or (bool(fixed) and len(needle.strip(" :")) >= 0.8 * len(fixed))


def message_needles(message: str) -> list[str]:
    """What to search the project for: the whole message, and its two longest fixed parts."""
    needles = [message.strip()]
    parts = sorted((p.strip() for p in re.split(r"[{}%$\"'`0-9]|: |\(|\)", message)), key=lambda p: (-len(p), p))
    # (a Chinese or Japanese character says as much as two Latin letters: 「即可免运费 🚚」)
    needles += [p for p in parts[:2] if _width(p) >= 8 and p not in needles]
    return [n for n in needles if _width(n) >= 6]


def template_of(message: str) -> tuple[re.Pattern[str], str] | None:
    """A shown text whose numbers the code fills in ("2024年 第1週", "1 items"): its fixed parts in order,
    each number where the code writes an interpolation (`${count}`, `{n}`, `%d`, `#{n}`, `{{ n }}`, `" + n + "`),
    and its widest part; None when the text has no number or too little fixed wording."""
    parts = re.split(r"(\d[\d,.]*)", message.strip())
    fixed = [p for k, p in enumerate(parts) if k % 2 == 0 and p]
    if len(parts) < 3 or _width("".join(fixed).replace(" ", "")) < 5:
        return None
    pattern = "".join(_FILLED if k % 2 else re.escape(p) for k, p in enumerate(parts))
    return re.compile(pattern), max(fixed, key=lambda p: (_width(p), p))


# where code fills a number into a shown text: a template literal, a format field, printf, Ruby, a view template, "+"
_FILLED = (r"(?:\$\{[^}\n]{1,60}\}|\{\{[^}\n]{1,60}\}\}|\{[\w.:\[\]'\"]{0,40}\}|%[-+\d.]*[sdfiuv]|#\{[^}\n]{1,60}\}"
           r"|[\"'`]\s*\+\s*[^+\n]{1,40}?\s*\+\s*[\"'`])")


LOCALE_FILE = re.compile(r"(?:^|/)(?:locales?|i18n|lang|langs|translations|messages)/(?:[^/]+/)?[^/]+$", re.IGNORECASE)


def _width(text: str) -> int:
    return len(text) + len(CJK_CHAR.findall(text))


def cjk_wording(text: str) -> bool:
    """A quoted text that reads as Chinese or Japanese words (five or more such characters, and no
    path or dotted name), as a message shown on screen does (「ご注文ありがとうございました」), though it
    has no space; not a bare noun (「確認画面」) nor a place (“src/app.ts里的常量”)."""
    return len(CJK_CHAR.findall(text)) >= 5 and not _PATHLIKE.search(text)


_PATHLIKE = re.compile(r"[\w-]+(?:/|\.)[A-Za-z_][\w-]*")
