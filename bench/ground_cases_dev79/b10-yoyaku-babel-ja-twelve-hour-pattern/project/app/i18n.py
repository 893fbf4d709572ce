from functools import lru_cache
from pathlib import Path

from babel.support import Translations

LOCALE_DIR = Path(__file__).parent / "locales"
SUPPORTED = ("ja", "en")


def normalize(locale: str | None) -> str:
    """ja_JP / ja-JP / JA -> ja; anything unsupported -> ja."""
    if not locale:
        return "ja"
    lang = locale.replace("-", "_").split("_")[0].lower()
    return lang if lang in SUPPORTED else "ja"


@lru_cache(maxsize=None)
def translations(locale: str) -> Translations:
    return Translations.load(LOCALE_DIR, [normalize(locale)], domain="messages")


def gettext(locale: str, message: str, **kwargs) -> str:
    text = translations(locale).gettext(message)
    return text % kwargs if kwargs else text
