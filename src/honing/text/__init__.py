"""The text layer: protected spans, language detection, sentence and word segmentation,
and the one text model (:class:`Document`) that every later stage reads."""

from typing import TYPE_CHECKING

from honing._lazy import exports

__all__ = ["Document", "ProtectedSpan", "Sentence", "Span", "parse"]

__getattr__, __dir__ = exports(__name__, {
    "Document": "honing.text.document",
    "Sentence": "honing.text.document",
    "parse": "honing.text.document",
    "ProtectedSpan": "honing.text.spans",
    "Span": "honing.text.spans",
})

if TYPE_CHECKING:
    from honing.text.document import Document, Sentence, parse
    from honing.text.spans import ProtectedSpan, Span
