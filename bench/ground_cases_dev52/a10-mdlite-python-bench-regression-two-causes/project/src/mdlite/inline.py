"""Inline markup: code spans, links, autolinks, strong and emphasis."""
from __future__ import annotations

import re

CODE = re.compile(r"(`+)(.+?)\1")
LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)(?:\s+&quot;([^&]*)&quot;)?\)")
AUTOLINK = re.compile(r"&lt;(https?://[^\s&]+)&gt;")
STRONG = re.compile(r"\*\*(.+?)\*\*|__(.+?)__")
EM = re.compile(r"\*(.+?)\*|(?<!\w)_(.+?)_(?!\w)")

_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"}


def escape_html(text: str, quote: bool = True) -> str:
    """Escape text for HTML. With ``quote`` (the default) the result is also safe
    inside a quoted attribute value, single or double (#214)."""
    if quote:
        return "".join(_ESCAPES.get(c, c) for c in text)
    return "".join(_ESCAPES[c] if c in "&<>" else c for c in text)


def _link(m: re.Match) -> str:
    label, href, title = m.group(1), m.group(2), m.group(3)
    attrs = f' href="{href}"'
    if title:
        attrs += f' title="{title}"'
    return f"<a{attrs}>{label}</a>"


def _spans(text: str) -> str:
    text = escape_html(text)
    text = AUTOLINK.sub(lambda m: f'<a href="{m.group(1)}">{m.group(1)}</a>', text)
    text = LINK.sub(_link, text)
    text = STRONG.sub(lambda m: f"<strong>{m.group(1) or m.group(2)}</strong>", text)
    text = EM.sub(lambda m: f"<em>{m.group(1) or m.group(2)}</em>", text)
    return text


def render_inline(text: str) -> str:
    """Render the inline markup of one block's text; code spans are taken literally."""
    out = []
    pos = 0
    for m in CODE.finditer(text):
        out.append(_spans(text[pos:m.start()]))
        out.append(f"<code>{escape_html(m.group(2).strip(), quote=False)}</code>")
        pos = m.end()
    out.append(_spans(text[pos:]))
    return "".join(out)
