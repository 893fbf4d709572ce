import unicodedata

_DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2212\uff0d"), "\u30fc")


def normalize(text: str) -> str:
    """NFKC, then unify long-vowel marks and collapse whitespace."""
    text = unicodedata.normalize("NFKC", text)
    text = text.translate(_DASHES)
    return " ".join(text.split())
