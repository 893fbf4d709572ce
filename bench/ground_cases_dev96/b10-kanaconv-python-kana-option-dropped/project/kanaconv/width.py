"""Full-width (zenkaku) and half-width (hankaku) conversion for ASCII, digits and katakana."""
from __future__ import annotations

import unicodedata

_HANKAKU_KANA = "｡｢｣､･ｦｧｨｩｪｫｬｭｮｯｰｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝﾞﾟ"
_ZENKAKU_KANA = "。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン゛゜"

_TO_ZENKAKU_KANA = dict(zip(_HANKAKU_KANA, _ZENKAKU_KANA))
_TO_HANKAKU_KANA = dict(zip(_ZENKAKU_KANA, _HANKAKU_KANA))
# combining (semi-)voiced sound marks, as NFD leaves them after a kana
_TO_HANKAKU_KANA["\u3099"] = "ﾞ"
_TO_HANKAKU_KANA["\u309a"] = "ﾟ"

_FULL_OFFSET = 0xFEE0  # "Ａ" (U+FF21) - "A" (U+0041)
_COMBINING = {"ﾞ": "\u3099", "ﾟ": "\u309a"}


def _is_ascii_symbol_or_letter(ch: str) -> bool:
    return "!" <= ch <= "~" and not ch.isdigit()


def to_hankaku(text: str, *, ascii: bool = True, digit: bool = True, kana: bool = True) -> str:
    """Full-width ASCII letters/symbols, digits and katakana to half-width ("ＡＢＣ" -> "ABC")."""
    out = []
    for ch in text:
        code = ord(ch)
        if 0xFF01 <= code <= 0xFF5E:
            half = chr(code - _FULL_OFFSET)
            if (half.isdigit() and digit) or (not half.isdigit() and ascii):
                out.append(half)
                continue
        if ch == "\u3000" and ascii:
            out.append(" ")
        elif kana and ("\u30a0" <= ch <= "\u30ff" or ch in "。「」、・゛゜"):
            for part in unicodedata.normalize("NFD", ch):
                out.append(_TO_HANKAKU_KANA.get(part, part))
        else:
            out.append(ch)
    return "".join(out)


def to_zenkaku(text: str, *, ascii: bool = True, digit: bool = True, kana: bool = True) -> str:
    """Half-width ASCII letters/symbols, digits and katakana to full-width ("ｶﾅ" -> "カナ")."""
    out: list[str] = []
    for ch in text:
        if ch.isascii() and ch.isdigit():
            out.append(chr(ord(ch) + _FULL_OFFSET) if digit else ch)
        elif ch == " ":
            out.append("\u3000" if ascii else ch)
        elif _is_ascii_symbol_or_letter(ch):
            out.append(chr(ord(ch) + _FULL_OFFSET) if ascii else ch)
        elif kana and ch in _COMBINING and out:
            merged = unicodedata.normalize("NFC", out[-1] + _COMBINING[ch])
            if len(merged) == 1:  # ｶﾞ -> ガ, ﾊﾟ -> パ, ｳﾞ -> ヴ
                out[-1] = merged
            else:
                out.append(_TO_ZENKAKU_KANA[ch])
        elif kana and ch in _TO_ZENKAKU_KANA:
            out.append(_TO_ZENKAKU_KANA[ch])
        else:
            out.append(ch)
    return "".join(out)
