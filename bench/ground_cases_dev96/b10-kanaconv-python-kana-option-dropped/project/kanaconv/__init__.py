"""kanaconv: convert Japanese text between full-width and half-width forms and between
hiragana and katakana, and normalize user input in one call.

>>> from kanaconv import to_hankaku, to_zenkaku, normalize
>>> to_hankaku("ＡＢＣ１２３")
'ABC123'
>>> to_zenkaku("ｶﾀｶﾅ", ascii=False, digit=False)
'カタカナ'
>>> normalize("  ＴＥＬ：０３－１２３４  ")
'TEL:03-1234'
"""
from kanaconv.kana import hira_to_kata, kata_to_hira
from kanaconv.normalize import normalize
from kanaconv.width import to_hankaku, to_zenkaku

__version__ = "0.5.0"

__all__ = [
    "hira_to_kata",
    "kata_to_hira",
    "normalize",
    "to_hankaku",
    "to_zenkaku",
]


def version_info() -> tuple[int, ...]:
    """The package version as a tuple of ints, e.g. (0, 4, 2)."""
    return tuple(int(part) for part in __version__.split("."))


def features() -> dict[str, bool]:
    """Which optional behaviours this version has, for callers that support several versions."""
    return {
        "normalize": version_info() >= (0, 4, 0),
        "width_switches": version_info() >= (0, 3, 0),
    }
