"""Blocks to HTML."""
from __future__ import annotations

import re
import unicodedata

from mdlite.block import Block, parse_blocks
from mdlite.inline import escape_html, render_inline


def slug(text: str) -> str:
    """A heading id: lowercase ASCII letters, digits and dashes."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-") or "section"


def render_block(block: Block, ids: dict) -> str:
    if block.kind == "heading":
        base = slug(block.text)
        n = ids.get(base, 0)
        ids[base] = n + 1
        hid = base if n == 0 else f"{base}-{n}"
        return f'<h{block.level} id="{hid}">{render_inline(block.text)}</h{block.level}>'
    if block.kind == "code":
        cls = f' class="language-{escape_html(block.lang)}"' if block.lang else ""
        return f"<pre><code{cls}>{escape_html(block.text, quote=False)}</code></pre>"
    if block.kind in ("ul", "ol"):
        items = "".join(f"<li>{render_inline(i)}</li>" for i in block.items)
        return f"<{block.kind}>{items}</{block.kind}>"
    if block.kind == "quote":
        return f"<blockquote><p>{render_inline(block.text)}</p></blockquote>"
    return f"<p>{render_inline(block.text)}</p>"


def to_html(text: str) -> str:
    """Render a Markdown document to an HTML fragment."""
    ids: dict = {}
    return "\n".join(render_block(b, ids) for b in parse_blocks(text)) + "\n"
