"""Stage 2: what kind of task is this? Intent names are shared with restructure
(scaffold keys), missing_language and missing_length_guidance."""

from __future__ import annotations

import re
from dataclasses import dataclass

from honing.text import Document

CODE_INTENTS = ("debug", "new_code", "refactor", "test", "review", "config", "explain")
# Priority when two intents score the same.
_CODE_ORDER = ("debug", "test", "refactor", "review", "config", "new_code", "explain")
_OTHER_ORDER = ("translate", "summarize", "extract", "classify", "content")
_OTHER_NAMES = {
    "translate": "translation",
    "summarize": "summarization",
    "extract": "extraction",
    "classify": "classification",
    "content": "content_creation",
}
TOPICS = ("auth", "api", "database", "ui", "performance", "payments")
_QUESTION_START = re.compile(
    r"^\s*(?:what|why|how|when|where|who|which|is|are|can|could|should|do|does|did|will|would)\b",
    re.I,
)


@dataclass(frozen=True)
class Intent:
    name: str  # debug | new_code | ... | content_creation | summarization | question | ...
    is_code: bool
    topics: tuple[str, ...]
    evidence: tuple[str, ...]

    def to_dict(self) -> dict[str, object]:
        return {"name": self.name, "is_code": self.is_code, "topics": list(self.topics),
                "evidence": list(self.evidence)}


def _count(doc: Document, category: str, anywhere: bool = False) -> tuple[int, list[str], int]:
    """How many hits, the first three as evidence, and where the first one starts."""
    hits = doc.find_anywhere(category) if anywhere else doc.find(category)
    return len(hits), [h.text for h in hits[:3]], min((h.start for h in hits), default=len(doc.text))


def _writes_about_a_defect(doc: Document, scores: dict[str, tuple[int, list[str], int]], code: bool) -> bool:
    """A piece of writing that mentions a defect ("Draft an email saying the login bug is
    fixed", "Summarise this week's bug reports") is writing, not debugging: the writing
    task comes first, nothing asks to fix or debug, and no code, programming language or
    other code task is in the prompt."""
    if code or any(scores[n][0] for n in CODE_INTENTS if n not in ("debug", "explain")):
        return False
    if doc.find("intent.debug_action"):
        return False
    writing = [h.start for h in doc.find("intent.writing_task")]
    defect = [h.start for h in doc.find("intent.debug")]
    if not writing or not defect:
        return False
    # the request's verb leads in English and Chinese ("Draft an email … bug"), closes the
    # sentence in Japanese (「…バグ…メールを書いて」)
    return max(writing) > max(defect) if doc.language == "ja" else min(writing) < min(defect)


def detect(doc: Document) -> Intent:
    code_hits, code_ev, _ = _count(doc, "intent.code")
    has_code_block = any(p.kind in ("code_block", "inline_code") for p in doc.protected)
    lang_hits, lang_ev, _ = _count(doc, "programming")
    code_signal = code_hits + (2 if has_code_block else 0) + lang_hits
    scores = {name: _count(doc, f"intent.{name}") for name in (*CODE_INTENTS, *_OTHER_ORDER, "chat")}
    topics = tuple(t for t in TOPICS if doc.find(f"topic.{t}"))

    if code_signal >= 1:
        # the most hits wins; on a tie, the intent named first ("Create a script to rename
        # files" is new code, not a rename refactoring), then the fixed priority
        best = max(_CODE_ORDER, key=lambda n: (scores[n][0], -scores[n][2], -_CODE_ORDER.index(n)))
        if best == "debug" and _writes_about_a_defect(doc, scores, has_code_block or lang_hits > 0):
            writing = min(("content", "summarize"), key=lambda n: (scores[n][0] == 0, scores[n][2]))
            return Intent(_OTHER_NAMES[writing], False, topics, tuple(scores[writing][1]))
        if scores[best][0] > 0:
            # "explain" alone with little code signal is an ordinary question
            if best != "explain" or code_signal >= 2 or has_code_block:
                return Intent(best, True, topics, tuple(scores[best][1] + code_ev[:1] + lang_ev[:1]))
        elif code_signal >= 2 and scores["content"][0] == 0:
            return Intent("new_code", True, topics, tuple(code_ev[:2] + lang_ev[:1]))
    best_other = max(_OTHER_ORDER, key=lambda n: (scores[n][0], -_OTHER_ORDER.index(n)))
    if scores[best_other][0] > 0:
        return Intent(_OTHER_NAMES[best_other], False, topics, tuple(scores[best_other][1]))
    prose = [s for s in doc.sentences if s.is_prose]
    if any(s.text.rstrip().endswith(("?", "？")) or _QUESTION_START.match(s.text) for s in prose):
        return Intent("question", False, topics, ())
    if scores["chat"][0] and doc.word_count <= 12:
        return Intent("chat", False, topics, tuple(scores["chat"][1]))
    if code_signal >= 2:
        return Intent("new_code", True, topics, tuple(code_ev[:2] + lang_ev[:1]))
    return Intent("general", False, topics, ())
