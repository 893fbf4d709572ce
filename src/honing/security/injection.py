"""Prompt-injection signatures (SPEC E-2.2). Risk, not proof: a match shows that the text
carries the shape of an attack; unknown attacks can be missed and text that quotes an
attack in order to discuss it is detected too (at reduced weight)."""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cache

from honing import data
from honing.security import decode, normalize
from honing.text.literals import lazy_compile
from honing.text.prefilter import PatternSet
from honing.text.spans import ProtectedSpan

_TABLE = data.load("signatures.toml")
SIGNATURE_VERSION: str = str(_TABLE["version"])
# how matches become risk (signatures.toml [scoring]: quotation and code-block discounts,
# the weights of decoded payloads and hidden characters)
_SCORING = _TABLE["scoring"]
QUOTED_FACTOR = float(_SCORING["quoted_factor"])
BLOCK_FACTOR = float(_SCORING["block_factor"])
HIDDEN_WEIGHT = int(_SCORING["hidden_weight"])
HIDDEN_ALONE_WEIGHT = int(_SCORING["hidden_alone_weight"])
ENCODED_WEIGHT = int(_SCORING["encoded_weight"])
# risk from which a finding is critical, and from which it is a warning
CRITICAL_RISK = int(_SCORING["critical_risk"])
WARNING_RISK = int(_SCORING["warning_risk"])
QUOTED_ONLY_CAP = int(_SCORING["quoted_only_cap"])
_QUOTE_FRAME_REACH = int(_SCORING["quote_frame_reach"])
_BLOCKS = frozenset({"code_block", "triple_quote"})
_QUOTATIONS = frozenset({"quote", "inline_code"})
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
# the mixed-language wrapper (signatures.toml [mixed_language])
_MIXED = _TABLE["mixed_language"]
MIXED_WEIGHT = int(_MIXED["weight"])
_MIXED_ID = "wrapper.mixed_language"
_MIXED_CATEGORIES = frozenset(str(c) for c in _MIXED["categories"])
_MIN_ENGLISH = int(_MIXED["min_english_words"])
_MIN_FOREIGN = int(_MIXED["min_foreign_letters"])
_MAX_FOREIGN_SHARE = float(_MIXED["max_foreign_share"])
_ENGLISH_WORDS = frozenset(str(w) for w in _MIXED["english_words"])
_LATIN_LETTERS = "a-zA-Z\u00c0-\u024f\u1e00-\u1eff"
_LATIN_RUN = re.compile(f"[{_LATIN_LETTERS}]+")
_ENGLISH_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
# a stretch of another script: from one of its letters to the last one before a Latin
# letter or a line break
_FOREIGN_LETTER = ("[\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u0dff\u0e00-\u0eff\u1100-\u11ff"
                   "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_FOREIGN_RUN = re.compile(f"{_FOREIGN_LETTER}(?:[^{_LATIN_LETTERS}\\n]*{_FOREIGN_LETTER})?")
_FOREIGN_LETTERS = re.compile(f"{_FOREIGN_LETTER}+")
_ASKS = re.compile(r"\s*[?？؟]")  # the payload is a question
_SCRIPT_NAMES = {"HIRAGANA": "Japanese", "KATAKANA": "Japanese", "KATAKANA-HIRAGANA": "Japanese", "HANGUL": "Korean"}


@dataclass(frozen=True)
class Signature:
    id: str
    category: str
    languages: tuple[str, ...]
    weight: int
    pattern: re.Pattern[str]


@dataclass(frozen=True)
class Match:
    signature: str
    category: str
    weight: float
    start: int
    end: int
    text: str
    context: str  # prose | quoted | encoded | hidden
    detail: str = ""  # e.g. the cue families of a cluster


@cache
def signatures() -> tuple[Signature, ...]:
    return tuple(
        Signature(s["id"], s["category"], tuple(s["languages"]), int(s["weight"]),
                  lazy_compile(s["pattern"], re.I | re.M))
        for s in _TABLE["signature"]
    )


@dataclass(frozen=True)
class Cue:
    family: str
    languages: tuple[str, ...]
    pattern: re.Pattern[str]


@cache
def cues() -> tuple[Cue, ...]:
    return tuple(Cue(c["family"], tuple(c["languages"]), lazy_compile(c["pattern"], re.I))
                 for c in _TABLE.get("cue", []))


@cache
def _table_set() -> PatternSet:
    """Signatures then cues, searched in one pass."""
    sigs, table = signatures(), cues()
    return PatternSet([s.pattern for s in sigs] + [c.pattern for c in table])


@cache
def _rows() -> dict[str, int]:
    return {sig.id: i for i, sig in enumerate(signatures())}


# rows only a text with Han or kana can match (the rest are tried on every text)
_CJK_LANGUAGES = frozenset({"ja", "zh"})


@cache
def _wanted(cjk: bool, with_cues: bool) -> frozenset[int]:
    """Rows of the combined set to try: a text without Han or kana skips the rows of
    Japanese and Chinese only."""
    sigs = signatures()
    rows = [i for i, s in enumerate(sigs) if cjk or not set(s.languages) <= _CJK_LANGUAGES]
    if with_cues:
        rows += [len(sigs) + i for i, c in enumerate(cues()) if cjk or not set(c.languages) <= _CJK_LANGUAGES]
    return frozenset(rows)


def _search(norm: normalize.Normalized, cjk: bool, with_cues: bool, settled: frozenset[int] = frozenset()) -> tuple[
        list[tuple[Signature, int, int]], list[tuple[Cue, int, int]]]:
    """Signature matches (and cue matches) in ``norm``, in original offsets, table order.
    ``settled`` rows (already found at full weight) are not searched again."""
    sigs, table = signatures(), cues()
    found_sigs: list[tuple[Signature, int, int]] = []
    found_cues: list[tuple[Cue, int, int]] = []
    wanted = _wanted(cjk, with_cues) - settled if settled else _wanted(cjk, with_cues)
    for i, m in sorted(_table_set().search(norm.text, wanted).items()):
        a, b = norm.original(m.start(), m.end())
        if i < len(sigs):
            found_sigs.append((sigs[i], a, b))
        else:
            found_cues.append((table[i - len(sigs)], a, b))
    return found_sigs, found_cues


def _first_unquoted(sig: Signature, norm: normalize.Normalized, after: int,
                    quoted: Callable[[int, int], bool]) -> tuple[int, int] | None:
    """The first match of ``sig`` after original offset ``after`` that is not quoted
    (tried only at the candidate starts the pass over ``norm`` already found)."""
    text = norm.text
    table, row = _table_set(), _rows()[sig.id]
    # the normalized offset where original offset ``after`` begins (the map is monotone)
    pos = after if norm.index is None else bisect_left(norm.index, after)
    while pos <= len(text):
        m = table.search_from(text, row, pos)
        if m is None:
            return None
        a, b = norm.original(m.start(), m.end())
        if a >= after and not quoted(a, b):
            return a, b
        pos = max(m.end(), m.start() + 1)
    return None


def _cluster(found_cues: list[tuple[Cue, int, int]]) -> tuple[float, list[str], tuple[int, int]] | None:
    """Weak jailbreak cues: a weight only when enough families appear together."""
    spec = _TABLE.get("cue_cluster")
    if not spec:
        return None
    strong_families = set(spec["strong_families"])
    found: dict[str, tuple[int, int]] = {}
    for cue, a, b in found_cues:
        found.setdefault(cue.family, (a, b))  # the first cue of a family in table order
    # enough families with a strong one, or so many that no single one has to be strong
    strong = bool(strong_families & set(found)) or any(set(pair) <= set(found) for pair in spec.get("lead_pairs", []))
    if len(found) < int(spec["min_families"]) or (not strong and len(found) < int(spec["min_families_unled"])):
        return None
    span = min(found.values())
    return float(spec["per_family"]) * len(found), sorted(found), span


def scan(text: str, protected: tuple[ProtectedSpan, ...] = ()) -> tuple[int, list[Match], int]:
    """Risk 0–100, the matches (one per distinct signature, strongest context), and the
    number of hidden characters found."""
    cjk = bool(_CJK.search(text))
    best: dict[str, Match] = {}

    def add(sig: Signature, a: int, b: int, context: str, weight: float, detail: str = "") -> None:
        current = best.get(sig.id)
        if current is None or weight > current.weight:
            best[sig.id] = Match(sig.id, sig.category, weight, a, b, text[a:b], context, detail)

    def discount(a: int, b: int) -> float | None:
        """The factor for a match at [a, b) inside quotes or code, or None in prose."""
        kinds = {p.kind for p in protected if p.start <= a and b <= p.end}
        if kinds & _BLOCKS:
            return BLOCK_FACTOR
        return QUOTED_FACTOR if kinds & _QUOTATIONS else None

    def quoted(a: int, b: int) -> bool:
        return discount(a, b) is not None

    passes = [normalize.simple(text)]
    hidden = 0
    if normalize.needs_deep(text):
        deep = normalize.deep(text)
        hidden = deep.hidden
        if deep.text != passes[0].text:
            passes.append(deep)
    found_cues: list[tuple[Cue, int, int]] = []
    row = _rows()
    for k, norm in enumerate(passes):
        last = k == len(passes) - 1  # cues are read on the most normalized pass
        # a signature already found in prose has its full weight: a later pass cannot add to it
        settled = frozenset(row[m.signature] for m in best.values() if m.context == "prose")
        found_sigs, cue_hits = _search(norm, cjk, last, settled)
        if last:
            found_cues = cue_hits
        for sig, a, b in found_sigs:
            factor = discount(a, b)
            if factor is not None:
                # a quoted copy first must not hide the same attack in prose after it
                later = _first_unquoted(sig, norm, b, quoted)
                if later is not None:
                    add(sig, *later, "prose", float(sig.weight))
                else:
                    add(sig, a, b, "quoted", sig.weight * factor)
            else:
                add(sig, a, b, "prose", float(sig.weight))
    cluster = _cluster(found_cues)
    if cluster is not None:
        weight, families, (a, b) = cluster
        cid = str(_TABLE["cue_cluster"]["id"])
        best[cid] = Match(cid, str(_TABLE["cue_cluster"]["category"]), weight, a, b, text[a:b], "prose",
                          "families: " + ", ".join(families))
    for run in decode.runs(text):
        a, b, decoded = run.start, run.end, run.decoded
        inner = normalize.deep(decoded) if normalize.needs_deep(decoded) else normalize.simple(decoded)
        found, _ = _search(inner, bool(_CJK.search(decoded)), False)
        for sig, _, _ in found:
            add(sig, a, b, "encoded", float(sig.weight), f"decoded from {run.encoding}")
        if found:
            best.setdefault("hidden.encoded_payload", Match("hidden.encoded_payload", "encoded_payload",
                                                            ENCODED_WEIGHT, a, b, text[a:b], "encoded",
                                                            f"decoded from {run.encoding}"))
    if hidden:
        first = normalize.HIDDEN.search(text)
        pos = first.start() if first else 0
        best["hidden.invisible_characters"] = Match("hidden.invisible_characters", "hidden_payload",
                                                    HIDDEN_WEIGHT if best else HIDDEN_ALONE_WEIGHT, pos, pos + 1, text[pos : pos + 1], "hidden")
    if any(m.context == "prose" and m.category in _MIXED_CATEGORIES for m in best.values()):
        mixed = mixed_language(text)
        if mixed is not None:
            a, b, script = mixed
            best[_MIXED_ID] = Match(_MIXED_ID, "mixed_language_wrapper", MIXED_WEIGHT, a, b, text[a:b], "prose",
                                    f"an English frame around {script} text")
    listed, counted = _one_per_phrase(best.values())
    risk = min(100, round(sum(m.weight for m in counted)))
    if risk < CRITICAL_RISK and counted \
            and all(m.context == "quoted" and discount(m.start, m.end) == QUOTED_FACTOR for m in counted) \
            and all(_framed(text, m, protected) for m in counted):
        # attacks only between quotation marks, each framed as an example to test or detect,
        # are under discussion: together they stay below warning (signatures.toml [scoring])
        risk = min(risk, QUOTED_ONLY_CAP)
    return risk, sorted(listed, key=lambda m: (m.start, m.signature)), hidden


def mixed_language(text: str) -> tuple[int, int, str] | None:
    """The span of the payload when ``text`` is an English frame around a question in
    another script (``[mixed_language]`` in signatures.toml), with the script's name; else
    None."""
    foreign = sum(len(m) for m in _FOREIGN_LETTERS.findall(text))
    if foreign < _MIN_FOREIGN:
        return None
    latin = sum(len(m) for m in _LATIN_RUN.findall(text))
    if foreign > _MAX_FOREIGN_SHARE * (foreign + latin):
        return None
    english = sum(1 for w in _ENGLISH_WORD.findall(text.lower()) if w in _ENGLISH_WORDS)
    if english < _MIN_ENGLISH:
        return None
    asked = [m for m in _FOREIGN_RUN.finditer(text) if _ASKS.match(text, m.end())]
    if not asked:
        return None
    run = max(asked, key=lambda m: (m.end() - m.start(), -m.start()))
    name = unicodedata.name(run.group()[0], "other").split()[0]
    script = _SCRIPT_NAMES.get(name, name if name == "CJK" else name.title())
    return run.start(), run.end(), script


@cache
def _quote_frame() -> re.Pattern[str]:
    words = sorted((str(w) for w in _SCORING["quote_frames"]), key=lambda w: (-len(w), w))
    # Latin words on word boundaries ("e.g." ends in a dot: no boundary after it); Japanese
    # and Chinese words anywhere
    return re.compile("|".join((r"\b" if w[0].isascii() else "") + re.escape(w)
                               + (r"\b" if w[0].isascii() and w[-1].isalnum() else "") for w in words), re.I)


def _framed(text: str, match: Match, protected: tuple[ProtectedSpan, ...]) -> bool:
    """Whether the prose just before the quotation that holds ``match`` (on its line, at
    most ``quote_frame_reach`` characters) frames it as an example to test or detect."""
    quote = next((p for p in protected if p.start <= match.start and match.end <= p.end), None)
    if quote is None:
        return False
    line = text.rfind("\n", 0, quote.start) + 1
    return _quote_frame().search(text, max(line, quote.start - _QUOTE_FRAME_REACH), quote.start) is not None


def _one_per_phrase(matches: Iterable[Match]) -> tuple[list[Match], list[Match]]:
    """Two signatures of one category that match overlapping text are one piece of
    evidence ("ignore all previous instructions" is both a forget-everything and an
    ignore-instructions phrase). Returns every match, the lighter twin saying so in its
    detail, and the matches whose weights count. Decoded payloads share their run's span
    and are kept apart."""
    counted: list[Match] = []
    listed: list[Match] = []
    for m in sorted(matches, key=lambda m: (-m.weight, m.start, m.signature)):
        twin = next((k for k in counted if m.context in ("prose", "quoted") and k.context in ("prose", "quoted")
                     and k.category == m.category and k.start < m.end and m.start < k.end), None)
        if twin is None:
            counted.append(m)
            listed.append(m)
        else:
            listed.append(replace(m, detail=f"same phrase as {twin.signature}: counted once"))
    return listed, counted
