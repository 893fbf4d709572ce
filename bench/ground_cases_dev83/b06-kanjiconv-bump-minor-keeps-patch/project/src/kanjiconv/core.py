from __future__ import annotations

DIGITS = "〇一二三四五六七八九"
SMALL = {"十": 10, "百": 100, "千": 1000}
LARGE = {"万": 10**4, "億": 10**8, "兆": 10**12}


def from_kanji(text: str) -> int:
    """'三千二百五' -> 3205, '一億二千万' -> 120000000."""
    if not text:
        raise ValueError("empty string")
    total = section = digit = 0
    for ch in text:
        if ch in DIGITS:
            digit = DIGITS.index(ch)
        elif ch in SMALL:
            section += (digit or 1) * SMALL[ch]
            digit = 0
        elif ch in LARGE:
            total += (section + digit) * LARGE[ch]
            section = digit = 0
        else:
            raise ValueError(f"not a kanji numeral: {ch!r}")
    return total + section + digit


def to_kanji(n: int) -> str:
    if n < 0:
        raise ValueError("negative numbers are not supported")
    if n == 0:
        return "〇"
    out = []
    for unit, value in sorted(LARGE.items(), key=lambda kv: -kv[1]):
        q, n = divmod(n, value)
        if q:
            out.append(_below_10000(q) + unit)
    if n:
        out.append(_below_10000(n))
    return "".join(out)


def _below_10000(n: int) -> str:
    out = []
    for unit, value in (("千", 1000), ("百", 100), ("十", 10)):
        q, n = divmod(n, value)
        if q:
            out.append(("" if q == 1 else DIGITS[q]) + unit)
    if n:
        out.append(DIGITS[n])
    return "".join(out)
