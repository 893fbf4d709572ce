"""Kanji numeral conversion."""

from kanjiconv.core import from_kanji, to_kanji

__version__ = "0.8.3"
__all__ = ["from_kanji", "to_kanji", "__version__"]
