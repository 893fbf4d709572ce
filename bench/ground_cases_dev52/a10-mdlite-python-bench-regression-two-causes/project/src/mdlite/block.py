"""Block structure: paragraphs, ATX and setext headings, lists, block quotes, code fences."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import List

HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
SETEXT = re.compile(r"^ {0,3}(=+|-+)\s*$")
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*([\w+-]*)\s*$")
BULLET = re.compile(r"^ {0,3}[-*+]\s+(.*)$")
ORDERED = re.compile(r"^ {0,3}(\d{1,9})[.)]\s+(.*)$")
QUOTE = re.compile(r"^ {0,3}>\s?(.*)$")


@dataclass
class Block:
    kind: str
    text: str = ""
    level: int = 0
    lang: str = ""
    items: List[str] = field(default_factory=list)


def parse_blocks(text: str) -> list[Block]:
    """Split a document into blocks. Text is NFC-normalized first, so that
    heading ids and comparisons don't depend on how accents were typed (#210)."""
    text = unicodedata.normalize("NFC", text)
    lines = text.splitlines()
    blocks: list[Block] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(Block("paragraph", " ".join(s.strip() for s in para)))
            para.clear()

    i = 0
    while i < len(lines):
        line = lines[i].expandtabs(4)
        if not line.strip():
            flush()
            i += 1
            continue
        m = FENCE.match(line)
        if m:
            flush()
            body = []
            i += 1
            while i < len(lines) and not lines[i].lstrip().startswith(m.group(1)):
                body.append(lines[i])
                i += 1
            blocks.append(Block("code", "\n".join(body), lang=m.group(2)))
            i += 1
            continue
        m = HEADING.match(line)
        if m:
            flush()
            blocks.append(Block("heading", m.group(2), level=len(m.group(1))))
            i += 1
            continue
        # A line followed by === or --- is a setext heading (#210).
        following = text.splitlines()[i + 1] if i + 1 < len(lines) else ""
        if not para and SETEXT.match(following):
            level = 1 if following.strip().startswith("=") else 2
            blocks.append(Block("heading", line.strip(), level=level))
            i += 2
            continue
        m = BULLET.match(line) or ORDERED.match(line)
        if m:
            flush()
            kind = "ul" if BULLET.match(line) else "ol"
            items = []
            while i < len(lines):
                item = BULLET.match(lines[i]) if kind == "ul" else ORDERED.match(lines[i])
                if not item:
                    break
                items.append(item.group(item.lastindex or 1))
                i += 1
            blocks.append(Block(kind, items=items))
            continue
        m = QUOTE.match(line)
        if m:
            flush()
            quoted = []
            while i < len(lines) and QUOTE.match(lines[i]):
                quoted.append(QUOTE.match(lines[i]).group(1))
                i += 1
            blocks.append(Block("quote", " ".join(quoted)))
            continue
        para.append(line)
        i += 1
    flush()
    return blocks
