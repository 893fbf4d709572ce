"""Normalization before signature matching (SPEC E-2.2): NFKC, hidden characters removed
(their presence is a signal), case folded, homoglyphs mapped, letter repeats and
spacing tricks collapsed. Returns the normalized text and a map from each normalized
character back to its offset in the original, so spans always point at the user's text."""

from __future__ import annotations

import re
import unicodedata
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from honing import data
from honing.text.screen import Screen

# zero-width, bidi controls, word joiners, BOM, soft hyphen, tag block
HIDDEN = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f]")
_HOMOGLYPHS = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s",
    "ԁ": "d", "ɡ": "g", "һ": "h", "ⅰ": "i", "ο": "o", "ι": "i", "α": "a", "ν": "v", "τ": "t", "κ": "k",
    "Α": "a", "Β": "b", "Ε": "e", "Ζ": "z", "Η": "h", "Ι": "i", "Κ": "k", "Μ": "m", "Ν": "n", "Ο": "o",
    "Ρ": "p", "Τ": "t", "Υ": "y", "Χ": "x", "А": "a", "В": "b", "Е": "e", "К": "k", "М": "m", "Н": "h",
    "О": "o", "Р": "p", "С": "c", "Т": "t", "Х": "x",
})
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"})
_SPACED = re.compile(r"\b(?:[a-z][ .\-_*]){3,}[a-z]\b")
_REPEATS = re.compile(r"([a-z])\1{2,}")
_LEET_WORD = re.compile(r"\b[a-z]*[013457@$][a-z0-9@$]*\b")
# a word split by hyphens where one side is one or two letters ("i-nstruction", "terminatio-n")
_SPLIT_WORD = re.compile(r"\b[a-z]{1,2}-{1,3}[a-z]{3,}\b|\b[a-z]{3,}-{1,3}[a-z]{1,2}\b")
# markdown backslash escapes ("developer\_mode")
_ESCAPE = re.compile(r"\\([_*\[\]()#`~>])")
_NON_ASCII_RUN = re.compile(r"[^\x00-\x7f]+")
_HOMOGLYPH_CHARS = re.compile("[" + "".join(chr(c) for c in _HOMOGLYPHS) + "]")

# typoglycemia: a keyword with its inside letters shuffled. The screen (any word with a
# keyword's first letter, last letter, length and inside letters) also fires on the
# keyword itself; _features keeps the feature only for a real shuffle.
_SCRAMBLE_KEYS: dict[tuple[str, str, str], str] = {
    (w[0], "".join(sorted(w[1:-1])), w[-1]): w
    for w in data.load("signatures.toml").get("normalize", {}).get("scrambled_keywords", [])
}


def _shuffle_patterns(word: str) -> list[str]:
    """Regexes for words with ``word``'s first and last letter and length, inside letters
    from its own, that differ from it at some inside position (the keyword itself does not
    match, so the screen stays quiet on ordinary text)."""
    first, inside, last = word[0], word[1:-1], word[-1]
    letters = "".join(sorted(set(inside)))
    out = []
    for k, ch in enumerate(inside):
        other = letters.replace(ch, "")
        if other:
            rest = len(inside) - k - 1
            out.append(rf"\b{first}{inside[:k]}[{other}][{letters}]{{{rest}}}{last}\b")
    return out


_SCRAMBLE_SCREEN = "|".join(p for w in _SCRAMBLE_KEYS.values() for p in _shuffle_patterns(w))
_SCRAMBLED = re.compile("|".join(
    rf"\b{first}[{''.join(sorted(set(inside)))}]{{{len(inside)}}}{last}\b" for first, inside, last in
    ((w[0], w[1:-1], w[-1]) for w in _SCRAMBLE_KEYS.values())) or r"(?!)")


_KEYWORDS = frozenset(_SCRAMBLE_KEYS.values())


def _unscramble(m: re.Match[str]) -> str:
    word = m.group(0)
    if word in _KEYWORDS:  # most candidates are the keywords themselves: no sort needed
        return word
    return _SCRAMBLE_KEYS.get((word[0], "".join(sorted(word[1:-1])), word[-1]), word)


def _has_scramble(low: str) -> bool:
    return any(_unscramble(m) != m.group(0) for m in _SCRAMBLED.finditer(low))


# One linear pass tells which rewrites can apply; each screen matches wherever its
# rewrite's pattern does (a leet word mixes a letter with a digit, @ or $; a split word
# has a letter, hyphens and a letter; spacing tricks have four spaced letters).
_SCREENS = {
    "spaced": r"[a-z][ .\-_*][a-z][ .\-_*][a-z][ .\-_*][a-z]",
    "repeats": "|".join(c * 3 for c in "abcdefghijklmnopqrstuvwxyz"),
    "escape": r"\\[_*\[\]()#`~>]",
    "split": r"[a-z]-{1,3}[a-z]",
    "leet": r"[a-z][0-9@$]|[0-9@$][a-z]",
    "scrambled": _SCRAMBLE_SCREEN or r"[^\x00-\x{10ffff}]",
}


@cache
def _screen() -> Screen:
    return Screen(list(_SCREENS.values()))


def _features(low: str, *, verify: bool = True) -> frozenset[str]:
    """The rewrites whose screens fire on ``low``. ``verify``: drop "scrambled" when the
    candidates are only look-alikes (the deep pass checks that once, at its own step)."""
    names = list(_SCREENS)
    found = frozenset(names[i] for i in _screen().hits(low))
    if verify and "scrambled" in found and not _has_scramble(low):
        found -= {"scrambled"}
    return found


@dataclass(frozen=True)
class Normalized:
    text: str
    index: array[int] | None  # normalized offset -> original offset; None = identity
    hidden: int  # hidden characters removed

    def original(self, start: int, end: int) -> tuple[int, int]:
        if self.index is None:
            return start, end
        if not self.index:
            return 0, 0
        a = self.index[min(start, len(self.index) - 1)]
        b = self.index[min(max(end - 1, 0), len(self.index) - 1)] + 1
        return a, max(a, b)


def simple(text: str) -> Normalized:
    """The fast path: case folding only, offsets unchanged (lower() keeps length for the
    characters where it matters; the map guards the rest)."""
    low = text.lower()
    return Normalized(low, None if len(low) == len(text) else _identity(len(low)), 0)


def needs_deep(text: str) -> bool:
    """True when the deep pass could differ from ``simple``: hidden characters, text that
    NFKC or the homoglyph map would change, or an obfuscation feature (a screen that
    fires wherever its rewrite could apply; trying the rewrite itself here costs as much
    as the deep pass it would save, measured)."""
    if not text.isascii() and (HIDDEN.search(text) or not unicodedata.is_normalized("NFKC", text)
                               or _HOMOGLYPH_CHARS.search(text)):
        return True
    return bool(_features(text.lower()))


def _identity(n: int) -> array[int]:
    """An offset map that changes nothing. Maps are machine-integer arrays: a list of
    Python ints costs about five times the memory, and a 1 MB prompt needs several."""
    return array("q", range(n))


def deep(text: str) -> Normalized:
    index: array[int] | None = None
    hidden = len(HIDDEN.findall(text))
    norm = text
    if hidden:
        index = array("q", [i for i, ch in enumerate(text) if not HIDDEN.match(ch)])
        norm = HIDDEN.sub("", text)
    folded = norm if unicodedata.is_normalized("NFKC", norm) else unicodedata.normalize("NFKC", norm)
    if _HOMOGLYPH_CHARS.search(folded):
        folded = folded.translate(_HOMOGLYPHS)
    folded = folded.lower()
    if len(folded) != len(norm):
        # rare: a character whose NFKC form or case fold has another length. ASCII never
        # changes length, so only the non-ASCII runs are mapped character by character.
        chars: list[str] = []
        new_index: array[int] = array("q")
        base: Sequence[int] = index if index is not None else range(len(norm))
        pos = 0
        for m in _NON_ASCII_RUN.finditer(norm):
            chars.append(norm[pos : m.start()].lower())
            new_index.extend(base[pos : m.start()])
            for j in range(m.start(), m.end()):
                out = unicodedata.normalize("NFKC", norm[j]).translate(_HOMOGLYPHS).lower()
                chars.append(out)
                new_index.extend([base[j]] * len(out))
            pos = m.end()
        chars.append(norm[pos:].lower())
        new_index.extend(base[pos:])
        folded, index = "".join(chars), new_index
    norm = folded
    # collapse spacing tricks ("i g n o r e") and letter repeats ("iiignore"), keeping the
    # map; the features are screened again only after a rewrite changed the text
    rewrites = (
        ("spaced", _SPACED, lambda m: re.sub(r"[ .\-_*]", "", m.group(0))),
        ("repeats", _REPEATS, lambda m: m.group(1)),
        ("escape", _ESCAPE, lambda m: m.group(1)),
        ("split", _SPLIT_WORD, lambda m: m.group(0).replace("-", "")),
        ("leet", _LEET_WORD, lambda m: m.group(0).translate(_LEET) if re.search("[a-z]", m.group(0)) else m.group(0)),
        ("scrambled", _SCRAMBLED, _unscramble),
    )
    features = _features(norm, verify=False)
    for feature, pattern, fn in rewrites:
        if feature not in features or feature == "scrambled" and not _has_scramble(norm):
            continue
        rewritten, index = _rewrite(norm, index, pattern, fn)
        if rewritten != norm:
            norm = rewritten
            features = _features(norm, verify=False)
    return Normalized(norm, index, hidden)


def _rewrite(text: str, index: array[int] | None, pattern: re.Pattern[str],
             fn: object) -> tuple[str, array[int] | None]:
    """Apply ``fn`` to every match of ``pattern``; ``index`` None stands for identity."""
    matches = list(pattern.finditer(text))  # one scan decides and drives the rewrite
    if not matches:
        return text, index
    if index is None:
        index = _identity(len(text))
    parts: list[str] = []
    new_index: array[int] = array("q")
    pos = 0
    for m in matches:
        parts.append(text[pos : m.start()])
        new_index.extend(index[pos : m.start()])
        rep: str = fn(m)  # type: ignore[operator]
        parts.append(rep)
        # spread the replacement across the matched original characters
        span = index[m.start() : m.end()]
        new_index.extend(span[min(k, len(span) - 1)] for k in range(len(rep)))
        pos = m.end()
    parts.append(text[pos:])
    new_index.extend(index[pos:])
    return "".join(parts), new_index
