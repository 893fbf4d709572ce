"""A loanword the input method left in hiragana (「ろぐいんすると500」 for ログイン): where the session spells the word in
katakana, the sentence is read with that spelling, so its words meet the turns that say it. Only words of three
kana or more that a turn writes in katakana are restored, where they stand as a word of their own (at the start of a
run of hiragana, before a particle or the verb they make); the user's sentence is still quoted as typed."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.sessions.model import Turn

_KATAKANA = re.compile(r"[\u30a1-\u30f6][\u30a1-\u30f6\u30fc]{2,}")
_HIRAGANA = re.compile(r"[\u3041-\u3096\u30fc]{3,}")
# what may follow a noun in hiragana: a particle or the verb it makes (ろぐいん|すると, さーばー|が)
_AFTER = "(?:する|した|して|され|でき|しない|は|が|を|に|で|と|も|の|へ|や|から|まで|って|とか|だ|です)"
_MOST = 400  # katakana words collected from the turns (a long session says the same few again and again)


def _hiragana(word: str) -> str:
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in word)


def restored(sentence: str, turns: Sequence[Turn]) -> str:
    """``sentence`` with each hiragana spelling of a katakana word the turns write put back in katakana, longest
    first; ``sentence`` itself when it holds no run of three hiragana or the turns write no such word."""
    if not _HIRAGANA.search(sentence):
        return sentence
    words: dict[str, str] = {}
    for turn in turns:
        for m in _KATAKANA.finditer(f"{turn.user}\n{turn.assistant}"):
            if len(words) >= _MOST:
                break
            words.setdefault(_hiragana(m.group(0)), m.group(0))
    for spelled in sorted(words, key=lambda w: (-len(w), w)):
        if spelled in sentence:  # (a word of its own: not 「くださいと」's さいと, nor 「直さないと」's ないと)
            sentence = re.sub(rf"(?<![\u3041-\u3096\u30fc]){spelled}(?=$|[^\u3041-\u3096\u30fc]|{_AFTER})",
                              words[spelled], sentence)
    return sentence
