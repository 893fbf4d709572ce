"""Split help-center articles into overlapping chunks for embedding."""
from dataclasses import dataclass

from app.settings import settings

SENTENCE_ENDS = ("。", "！", "？", ". ", "! ", "? ", "\n\n")


@dataclass
class Chunk:
    doc_id: str
    index: int
    text: str
    start: int


def _cut_point(text: str, start: int, end: int) -> int:
    """Move ``end`` back to the last sentence end inside the window, if any."""
    window = text[start:end]
    best = -1
    for mark in SENTENCE_ENDS:
        pos = window.rfind(mark)
        if pos > best:
            best = pos + len(mark)
    if best <= len(window) // 2:
        return end
    return start + best


def chunk_text(doc_id: str, text: str, size: int | None = None, overlap: int | None = None) -> list[Chunk]:
    size = size or settings.chunk_size
    overlap = settings.chunk_overlap if overlap is None else overlap
    if overlap >= size:
        raise ValueError("overlap must be smaller than size")
    chunks: list[Chunk] = []
    start = 0
    while start < len(text):
        end = min(len(text), start + size)
        if end < len(text):
            end = _cut_point(text, start, end)
        chunks.append(Chunk(doc_id, len(chunks), text[start:end].strip(), start))
        if end >= len(text):
            break
        start = max(end - overlap, start + 1)
    return chunks
