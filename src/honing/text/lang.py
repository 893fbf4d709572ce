"""Script counts and language detection (en, ja, zh, mixed)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_KANA = re.compile(r"[\u3040-\u30ff\uff66-\uff9f]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")

# A minority script counts as "mixed" once it holds this share of the text's words.
MIXED_SHARE = 0.3


@dataclass(frozen=True, slots=True)
class ScriptProfile:
    latin_words: int
    han: int
    kana: int

    @property
    def languages(self) -> frozenset[str]:
        """The languages whose vocabularies apply to this text."""
        langs: set[str] = set()
        if self.latin_words:
            langs.add("en")
        if self.kana:
            langs.add("ja")
        if self.han and (self.kana == 0 or self.kana < 0.05 * (self.han + self.kana)):
            langs.add("zh")
        return frozenset(langs)

    @property
    def language(self) -> str:
        cjk = self.han + self.kana
        # ~1.6 CJK characters carry about one English word of content
        cjk_words = cjk / 1.6
        total = self.latin_words + cjk_words
        if total == 0:
            return "en"
        cjk_lang = "ja" if self.kana and self.kana >= 0.05 * cjk else "zh"
        if cjk_words >= self.latin_words:
            major, minority = cjk_lang, float(self.latin_words)
        else:
            major, minority = "en", cjk_words
        if minority / total >= MIXED_SHARE:
            return "mixed"
        return major


@lru_cache(maxsize=8)  # (the whole prompt is often its one long sentence, profiled again by a rule)
def profile(text: str) -> ScriptProfile:
    latin = len(_LATIN_WORD.findall(text))
    if text.isascii():
        return ScriptProfile(latin_words=latin, han=0, kana=0)  # no CJK to count
    return ScriptProfile(latin_words=latin, han=len(_HAN.findall(text)), kana=len(_KANA.findall(text)))
