"""The text layer: protected spans, language detection, sentence and word segmentation,
and the one text model (:class:`Document`) that every later stage reads."""

from honing.text.document import Document, Sentence, parse
from honing.text.spans import ProtectedSpan, Span

__all__ = ["Document", "ProtectedSpan", "Sentence", "Span", "parse"]
