"""The paragraph of a reply that sets something aside beside the work done ("Something else I noticed", 另外发现,
別件ですが, "I haven't touched it"), and a sentence that comes back to it in its own words."""

from __future__ import annotations

from honing.grounding import vocab
from honing.grounding.prose import _PIECE, PARAGRAPH, _said_in, _stem, keywords


def aside_paragraph(reply: str) -> tuple[list[int], int | None]:
    """Where the reply's paragraphs start, and which of them (never the first, which reports
    the work done) opens by setting something aside ("Something else I noticed", 另外发现,
    別件ですが, "I haven't touched it"), or None."""
    starts = [0] + [m.end() for m in PARAGRAPH.finditer(reply)]
    at = next((k for k, a in enumerate(starts) if k and vocab.first(PARAGRAPH.split(reply[a:a + 600])[0], "left_alone")), None)
    return starts, at


def echoes(sentence: str, aside: str, report: str) -> bool:
    """The sentence reports a defect in two words of an aside the agent left alone (「…我先没动，你看需不需要跟
    后端对一下筛选的口径」, then 「按下单时间筛选的时候 … 查不到」), one of them not in the ``report`` the turn
    answered (筛选; not 时间): it comes back to what was set aside. What the aside says it has nothing to do
    with (「这个跟显示无关」) is no word of it; a sentence that says the same defect shows elsewhere
    (「…也有」, 同样) is about the report."""
    if not sentence or vocab.first(sentence, "defect") is None or vocab.first(sentence, "also") or vocab.first(
            sentence, "same"):
        return False
    kept = " ".join(p.group(0) for p in _PIECE.finditer(aside) if not vocab.first(p.group(0), "exonerate")).lower()
    shared = [k for k in keywords(sentence) if _said_in(_stem(k), kept)]
    return len(shared) >= 2 and any(not _said_in(_stem(k), report.lower()) for k in shared)
