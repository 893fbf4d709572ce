import html
import re

MARK_OPEN, MARK_CLOSE = "<mark>", "</mark>"
CJK_GAP = re.compile(r"(?<=[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]|</mark>|<mark>) +(?=[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]|<mark>|</mark>)")


def clean_snippet(raw: str | None) -> str:
    """Escape the snippet text but keep the <mark> tags SQLite inserted."""
    if not raw:
        return ""
    parts = re.split(r"(</?mark>)", raw)
    out = []
    for part in parts:
        if part in (MARK_OPEN, MARK_CLOSE):
            out.append(part)
        else:
            out.append(html.escape(part))
    return CJK_GAP.sub("", "".join(out))
