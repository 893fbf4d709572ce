"""Encoded and enciphered runs inside a prompt, decoded so the injection signatures can
read them (SPEC E-2.2): invisible Unicode tag characters, base64, base32, hex, Morse
code, NATO spelling alphabet, Braille, and the trivial ciphers of instruction text
(every Caesar shift, rot13 among them; Atbash; text written backwards).

A run is reported only when it decodes to readable text; the caller decides whether
what it says matters. Each kind of run is looked for only when a one-pass screen says it
can be present, so ordinary prose costs one RE2 pass. The ciphers are recognised by
their enciphered forms of common English and code words (``signatures.toml [decode]``):
a line is deciphered when it holds at least ``min_words`` distinct such forms of one
cipher (``short_words`` in a short line without a plain one) and more of them than plain
common words."""

from __future__ import annotations

import base64
import binascii
import re
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import re2  # type: ignore[import-untyped]

from honing import data
from honing.text.screen import Screen


@dataclass(frozen=True)
class Run:
    start: int  # span of the encoded text in the original
    end: int
    decoded: str
    encoding: str  # "base64", "rot13", "caesar+3", "atbash", "reversed", ...


_MORSE_RUN = re.compile(r"(?<![.\-\w])(?:[.\-]{1,7}(?: {1,3}| ?/ ?)){9,}[.\-]{1,7}(?![.\-\w])")
_HEX_RUN = re.compile(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){12,2048}(?![0-9A-Fa-f])")
_B64_RUN = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{24,4096}={0,2}(?![A-Za-z0-9+/=])")
# base32 is upper-case letters and 2-7 in blocks of eight (the tail padded with =)
_B32_RUN = re.compile(r"(?<![A-Za-z0-9+/=])(?:[A-Z2-7]{8}){3,512}(?:[A-Z2-7]{2,7}={1,6})?(?![A-Za-z0-9+/=])")
_MORSE: dict[str, str] = dict(data.load("signatures.toml")["decode"]["morse"])
_NATO = {
    "alfa": "a", "alpha": "a", "bravo": "b", "charlie": "c", "delta": "d", "echo": "e", "foxtrot": "f",
    "golf": "g", "hotel": "h", "india": "i", "juliett": "j", "juliet": "j", "kilo": "k", "lima": "l",
    "mike": "m", "november": "n", "oscar": "o", "papa": "p", "quebec": "q", "romeo": "r", "sierra": "s",
    "tango": "t", "uniform": "u", "victor": "v", "whiskey": "w", "xray": "x", "x-ray": "x", "yankee": "y",
    "zulu": "z",
}
_NATO_WORD = "(?:" + "|".join(sorted(_NATO, key=len, reverse=True)) + ")"
# eight code words in a row spell something; fewer is a radio call sign or a sentence
_NATO_RUN = re.compile(rf"(?i)\b{_NATO_WORD}(?:[ \t]+{_NATO_WORD}){{7,}}\b")
# Grade 1 (uncontracted) Braille: letters, the capital sign and the number sign
_BRAILLE_LETTERS = "⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵"
_BRAILLE = {ch: chr(ord("a") + i) for i, ch in enumerate(_BRAILLE_LETTERS)}
_BRAILLE_PUNCT = {"⠂": ",", "⠆": ";", "⠒": ":", "⠲": ".", "⠖": "!", "⠦": "?", "⠄": "'", "⠤": "-", "⠌": "/",
                  "⠶": "(", "\u2800": " "}
_BRAILLE_RUN = re.compile(r"[\u2800-\u28ff][\u2800-\u28ff \t]{3,}")
_TAG_RUN = re.compile("[\U000E0020-\U000E007E]{4,}")
_LETTER_RUN = re.compile(r"[A-Za-z]{3,}")
# a line or a sentence: ciphers keep the punctuation, so the sentences of a long line are
# judged one by one
_BREAK = re.compile(r"\n|[.!?;](?=[ \t])")

# one linear pass says which kinds of encoded run can be present (each screen matches
# wherever its run pattern does)
_MORSE_SCREEN, _HEX_SCREEN, _B64_SCREEN, _B32_SCREEN, _NATO_SCREEN = range(5)
_RUN_SCREENS = (r"(?:[.\-]{1,7}(?: {1,3}| ?/ ?)){9}[.\-]", r"[0-9A-Fa-f]{24}", r"[A-Za-z0-9+/]{24}",
                r"[A-Z2-7]{24}", rf"(?i){_NATO_WORD}[ \t]+{_NATO_WORD}[ \t]+{_NATO_WORD}")


def _shift(n: int) -> Callable[[str], str]:
    lower = "abcdefghijklmnopqrstuvwxyz"
    table = str.maketrans(lower + lower.upper(), lower[n:] + lower[:n] + (lower[n:] + lower[:n]).upper())
    return lambda s: s.translate(table)


def _atbash() -> Callable[[str], str]:
    lower = "abcdefghijklmnopqrstuvwxyz"
    table = str.maketrans(lower + lower.upper(), lower[::-1] + lower[::-1].upper())
    return lambda s: s.translate(table)


@cache
def _ciphers() -> dict[str, tuple[Callable[[str], str], Callable[[str], str]]]:
    """Each cipher's name -> (encipher a word, decipher a line)."""
    out: dict[str, tuple[Callable[[str], str], Callable[[str], str]]] = {}
    for n in range(1, 26):
        out["rot13" if n == 13 else f"caesar+{n}"] = (_shift(n), _shift(26 - n))
    out["atbash"] = (_atbash(), _atbash())
    out["reversed"] = (lambda s: s[::-1], lambda s: s[::-1])
    return out


@cache
def _vocabulary() -> tuple[frozenset[str], dict[str, dict[str, str]], tuple[int, int, int]]:
    """The plain common words, each cipher's enciphered form -> plain word (forms that are
    themselves common words are left out), and the least number of distinct forms in a
    line, in a short line, and the most words of a short line."""
    spec = data.load("signatures.toml")["decode"]
    plain = frozenset(w.lower() for w in spec["cipher_words"])
    forms: dict[str, dict[str, str]] = {}
    for name, (encipher, _) in _ciphers().items():
        forms[name] = {encipher(w): w for w in plain if encipher(w) not in plain and encipher(w) != w}
    return plain, forms, (int(spec["min_words"]), int(spec["short_words"]), int(spec["short_line"]))


@cache
def _screen() -> Screen:
    """Run screens, then one screen per cipher (any enciphered form as a word)."""
    _, forms, _ = _vocabulary()
    per_cipher = [r"(?i)\b(?:" + "|".join(sorted(forms[name])) + r")\b" for name in _ciphers()]
    return Screen(list(_RUN_SCREENS) + per_cipher)


def _morse(token: str) -> str | None:
    words = re.split(r" ?/ ?| {2,}", token.strip())
    codes = [word.split() for word in words]
    total = sum(len(c) for c in codes)
    known = sum(1 for c in codes for code in c if code in _MORSE)
    if not total or known / total < 0.9:
        return None  # dashes and dots that are not Morse code
    return " ".join("".join(_MORSE.get(code, "?") for code in c) for c in codes)


def _readable(decoded: str) -> bool:
    printable = sum(c.isprintable() or c.isspace() for c in decoded)
    return bool(decoded) and printable / len(decoded) > 0.9 and bool(re.search(r"[A-Za-z\u3040-\u9fff]{3}", decoded))


def _braille(run: str) -> str:
    out: list[str] = []
    capital = number = False
    for ch in run:
        if ch == "⠠":
            capital = True
            continue
        if ch == "⠼":
            number = True
            continue
        letter = _BRAILLE.get(ch)
        if letter is not None and number and letter <= "j":
            out.append("1234567890"[ord(letter) - ord("a")])
            continue
        number = False
        if letter is not None:
            out.append(letter.upper() if capital else letter)
        else:
            out.append(_BRAILLE_PUNCT.get(ch, ch if ch in " \t" else "?"))
        capital = False
    return "".join(out)


@cache
def _form_index() -> tuple[Any, dict[str, tuple[str, ...]]]:
    """One RE2 pattern for every enciphered form as a whole word (linear in the text,
    one pass for all ciphers), and each form's ciphers."""
    _, forms, _ = _vocabulary()
    owners: dict[str, list[str]] = {}
    for name, table in forms.items():
        for form in table:
            owners.setdefault(form, []).append(name)
    pattern = re2.compile(r"(?i)\b(?:" + "|".join(sorted(owners)) + r")\b")
    return pattern, {form: tuple(names) for form, names in owners.items()}


def _ciphered(text: str, candidates: set[str]) -> list[Run]:
    """The lines and sentences of ``text`` written in one of the ``candidates`` ciphers;
    neighbouring ones are one run. Only those holding enough of a cipher's forms are read
    word by word."""
    plain, forms, (least, least_short, short) = _vocabulary()
    pattern, owners = _form_index()
    hits: list[tuple[int, str, str]] = []  # (offset, cipher, form)
    for m in pattern.finditer(text):
        form = m.group(0).lower()
        hits += [(m.start(), name, form) for name in owners[form] if name in candidates]
    if len({(name, form) for _, name, form in hits}) < least_short:
        return []
    breaks = [m.start() for m in _BREAK.finditer(text)]
    per_piece: dict[tuple[str, int], set[str]] = {}
    for offset, name, form in hits:
        per_piece.setdefault((name, bisect_left(breaks, offset)), set()).add(form)
    runs: list[Run] = []
    for name in _ciphers():
        table = forms[name]
        decipher = _ciphers()[name][1]
        mine: list[Run] = []
        for k in sorted(k for (n, k), found in per_piece.items() if n == name and len(found) >= least_short):
            start = breaks[k - 1] + 1 if k else 0
            end = breaks[k] + (text[breaks[k]] != "\n") if k < len(breaks) else len(text)
            listed = [w.lower() for w in _LETTER_RUN.findall(text, start, end)]
            words = set(listed)
            enciphered = sum(1 for w in words if w in table)
            common = len(words & plain)
            if enciphered <= common or enciphered < (least_short if len(listed) <= short and not common else least):
                continue
            if mine and not text[mine[-1].end : start].strip():
                start = mine.pop().start
            mine.append(Run(start, end, decipher(text[start:end]), name))
        runs += mine
    return runs


def runs(text: str) -> list[Run]:
    """Encoded runs of ``text`` that decode to readable text, in the order of the kinds
    above (the same text always gives the same runs)."""
    found: list[Run] = []
    if not text.isascii():
        found += [Run(m.start(), m.end(), "".join(chr(ord(c) - 0xE0000) for c in m.group(0)), "unicode tags")
                  for m in _TAG_RUN.finditer(text)]
        for m in _BRAILLE_RUN.finditer(text):
            decoded = _braille(m.group(0).rstrip())
            if re.search(r"[A-Za-z]{3}", decoded) and decoded.count("?") <= len(decoded) // 10:
                found.append(Run(m.start(), m.start() + len(m.group(0).rstrip()), decoded, "braille"))
    kinds = _screen().hits(text)
    if not kinds:
        return found
    for m in _MORSE_RUN.finditer(text) if _MORSE_SCREEN in kinds else ():
        letters = _morse(m.group(0))
        if letters and re.search(r"[a-z]{3}", letters):
            found.append(Run(m.start(), m.end(), letters, "morse"))
    for m in _HEX_RUN.finditer(text) if _HEX_SCREEN in kinds else ():
        token = m.group(0)
        if token.isdigit():
            continue
        try:
            decoded = bytes.fromhex(token).decode("utf-8")
        except (ValueError, UnicodeDecodeError):
            continue
        if decoded.isprintable() and re.search(r"[A-Za-z]{3}", decoded):
            found.append(Run(m.start(), m.end(), decoded, "hex"))
    for m in _B64_RUN.finditer(text) if _B64_SCREEN in kinds else ():
        token = m.group(0)
        if token.isalpha() or token.isdigit():
            continue
        try:
            decoded = base64.b64decode(token + "=" * (-len(token) % 4), validate=True).decode("utf-8")
        except (binascii.Error, ValueError, UnicodeDecodeError):
            continue
        if _readable(decoded):
            found.append(Run(m.start(), m.end(), decoded, "base64"))
    for m in _B32_RUN.finditer(text) if _B32_SCREEN in kinds else ():
        token = m.group(0)
        if token.isalpha():
            continue  # an upper-case word, not base32 (which nearly always has a digit 2-7)
        try:
            decoded = base64.b32decode(token + "=" * (-len(token) % 8)).decode("utf-8")
        except (binascii.Error, ValueError, UnicodeDecodeError):
            continue
        if _readable(decoded):
            found.append(Run(m.start(), m.end(), decoded, "base32"))
    for m in _NATO_RUN.finditer(text) if _NATO_SCREEN in kinds else ():
        decoded = "".join(_NATO[w.lower()] for w in m.group(0).split())
        found.append(Run(m.start(), m.end(), decoded, "nato"))
    names = list(_ciphers())
    candidates = {names[k - len(_RUN_SCREENS)] for k in kinds if k >= len(_RUN_SCREENS)}
    if candidates:
        found += _ciphered(text, candidates)
    return found
