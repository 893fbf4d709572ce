"""Credentials and personal data (sensitive_data rule, SPEC E-2). Every pattern is in
data/secrets.toml; checksums (Luhn, IBAN mod-97, My Number, China resident id) and an
entropy test keep look-alikes out. Evidence is always masked."""

from __future__ import annotations

import base64
import binascii
import math
import re
from bisect import bisect_left, insort
from collections import Counter
from dataclasses import dataclass
from functools import cache

from honing import data
from honing.text.prefilter import PatternSet
from honing.text.screen import Screen

_TABLE = data.load("secrets.toml")


@dataclass(frozen=True)
class SecretMatch:
    id: str
    kind: str  # credential | personal
    start: int
    end: int
    masked: str


@dataclass(frozen=True)
class _Pattern:
    id: str
    kind: str
    regex: re.Pattern[str]
    validate: str | None
    requires: tuple[str, ...]  # lowercase substrings, one of which must be present
    screen: str | None  # RE2 pattern found wherever ``regex`` matches (for rows without ``requires``)


@cache
def _patterns() -> tuple[_Pattern, ...]:
    out = []
    for kind in ("credential", "personal"):
        for row in _TABLE[kind]:
            out.append(_Pattern(row["id"], kind, re.compile(row["pattern"]), row.get("validate"),
                                tuple(row.get("requires", ())), row.get("screen")))
    return tuple(out)


@cache
def _placeholder_res() -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p, re.I) for p in _TABLE["placeholders"]["patterns"])


def mask(value: str) -> str:
    """``sk-p…CD``: enough to recognise, never the secret."""
    if len(value) <= 8:
        return value[:1] + "…"
    return value[:4] + "…" + value[-2:]


def entropy(value: str) -> float:
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


# What follows `api_key =` in source code is often code, not a secret: a call, an index,
# an attribute path or a variable name (`anthropic_api_key()`, `os.environ[`,
# `settings.OPENAI_API_KEY`, `process.env.TOKEN`, `DB_PASSWORD`).
_CODE_VALUE = re.compile(
    r"^[A-Za-z_$][\w$.]*(?:\([^()]*\)?|\[[^\[\]]*\]?)$"  # a call or an index (maybe cut at a quote)
    r"|^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$"          # an attribute path
    r"|^(?=[A-Za-z_]*_)[A-Za-z_]+$"                       # a snake_case or UPPER_CASE name
)


def _is_code(value: str) -> bool:
    return _CODE_VALUE.search(value) is not None


def is_placeholder(value: str) -> bool:
    """An example value, written as it is or base64-encoded as a Kubernetes Secret holds it
    (``password: cGFzc3dvcmQ=`` is "password")."""
    v = value.strip("\"'`")
    return _placeholder(v) or _placeholder(_base64_text(v))


def _placeholder(v: str) -> bool:
    return bool(v) and (v in _published() or any(p.search(v) for p in _placeholder_res()))


_BASE64 = re.compile(r"[A-Za-z0-9+/]{4,}={0,2}")


def _base64_text(value: str) -> str:
    """The printable ASCII a short padded-or-aligned base64 value decodes to, or ''."""
    if len(value) % 4 or len(value) > 64 or not _BASE64.fullmatch(value):
        return ""
    try:
        decoded = base64.b64decode(value, validate=True).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return ""
    return decoded if decoded.isprintable() else ""


@cache
def _published() -> frozenset[str]:
    return frozenset(_TABLE["placeholders"].get("published", []))


_URL_LOGIN = re.compile(r"://([^\s:/@]{1,64}):([^\s@/]{1,128})@\[?([^\s/:\]]+)")
_LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "0.0.0.0", "::1", "host.docker.internal"})
_BRACKETED_HOST = re.compile(r"\[([0-9A-Fa-f:.]+)\]")
# a service name as Docker Compose and Kubernetes give one: a label with a letter, no domain
# (not a number: 3405803785 and 0xCB007109 are addresses)
_SERVICE_NAME = re.compile(r"(?!0x[0-9a-f]+$)(?=[a-z0-9_-]*[a-z_])[a-z0-9_-]{1,63}")
_DB_SCHEME = re.compile(r"\s*(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|redis|rediss|amqp|clickhouse|"
                        r"mssql|sqlserver|cockroachdb|couchdb|neo4j|cassandra)(?:\+\w+)?://", re.I)
_DEV_DEFAULTS = frozenset({"postgres", "root", "admin", "pass", "dev", "local", "guest", "mysql", "redis", "app"})


def _local_default(url: str) -> bool:
    """A development database with its stock login, on this machine or on a local network
    name without a domain, as Docker Compose and Kubernetes give a service
    (postgres://app:app@localhost:5432/app, mysql://root:root@127.0.0.1/test,
    postgres://app:app@db:5432/app): a throwaway, not a credential anyone can use elsewhere."""
    m = _URL_LOGIN.search(url)
    if m is None:
        return False
    user, password, host = m.group(1), m.group(2), m.group(3).lower()
    bracketed = _BRACKETED_HOST.match(url, m.end(2) + 1)
    if bracketed is not None:  # an IPv6 address: local only as the loopback
        local = bracketed.group(1) == "::1"
    else:
        local = host in _LOCAL_HOSTS or (_DB_SCHEME.match(url) is not None and _SERVICE_NAME.fullmatch(host) is not None)
    return local and (password == user or password.lower() in _DEV_DEFAULTS)


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


# Issuer prefixes and lengths of the card networks: a 14-digit migration timestamp or
# order number that passes the Luhn check by chance (one in ten do) is not a card.
_CARD_RANGES: tuple[tuple[int, int, frozenset[int]], ...] = (
    (4, 4, frozenset({13, 16, 19})),                 # Visa
    (51, 55, frozenset({16})), (2221, 2720, frozenset({16})),  # Mastercard
    (34, 34, frozenset({15})), (37, 37, frozenset({15})),      # American Express
    (300, 305, frozenset(range(14, 20))), (36, 36, frozenset(range(14, 20))),
    (38, 39, frozenset(range(14, 20))),              # Diners Club
    (6011, 6011, frozenset(range(16, 20))), (644, 649, frozenset(range(16, 20))),
    (65, 65, frozenset(range(16, 20))),              # Discover
    (3528, 3589, frozenset(range(16, 20))),          # JCB
    (62, 62, frozenset(range(16, 20))),              # UnionPay
    (50, 50, frozenset(range(12, 20))), (56, 69, frozenset(range(12, 20))),  # Maestro
)


def _card_prefix(digits: str) -> bool:
    return any(len(digits) in lengths and lo <= int(digits[: len(str(lo))]) <= hi
               for lo, hi, lengths in _CARD_RANGES)


def _iban(value: str) -> bool:
    v = value.replace(" ", "")
    if not 15 <= len(v) <= 34:
        return False
    moved = v[4:] + v[:4]
    number = "".join(str(int(c, 36)) for c in moved)
    return int(number) % 97 == 1


def _my_number(value: str) -> bool:
    d = re.sub(r"\D", "", value)
    if len(d) != 12:
        return False
    digits = [int(c) for c in d[:11]][::-1]
    total = sum(n * (i + 2 if i < 6 else i - 4) for i, n in enumerate(digits))
    check = 0 if total % 11 <= 1 else 11 - total % 11
    return check == int(d[11])


def _cn_id(value: str) -> bool:
    weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    total = sum(int(c) * w for c, w in zip(value[:17], weights, strict=True))
    check = "10X98765432"[total % 11]
    if value[17].upper() != check:
        return False
    year, month, day = int(value[6:10]), int(value[10:12]), int(value[12:14])
    return 1900 <= year <= 2100 and 1 <= month <= 12 and 1 <= day <= 31


# What each `validate` name checks, for the generated reference (one entry per name
# that _valid knows; None: no named check).
CHECKS: dict[str | None, str] = {
    None: "not a placeholder",
    "entropy": "high entropy, not a placeholder",
    "secret_value": "high entropy, not a placeholder, not code (a call, an attribute path, a variable name)",
    "not_placeholder": "not a placeholder",
    "url_password": "not a placeholder, nor a stock login of a database on this machine",
    "luhn": "Luhn checksum, a card network's issuer prefix and length, not a published test card",
    "iban": "IBAN mod-97",
    "ssn": "valid area, group and serial",
    "my_number": "My Number check digit",
    "cn_id": "resident-id check digit and date",
    "email": "not an example domain or placeholder",
    "phone": "9–15 digits, not one digit repeated, not a fictional North American number (area code 555, 555-0100 to 555-0199)",
}


def _valid(rule: str | None, value: str, whole: str) -> bool:
    if rule is None:
        return not is_placeholder(value)
    if rule == "entropy":
        return not is_placeholder(value) and entropy(value) >= 3.0 and len(set(value)) >= 6
    if rule == "secret_value":
        return _valid("entropy", value, whole) and not _is_code(value)
    if rule == "not_placeholder":
        return not is_placeholder(value)
    if rule == "url_password":
        return not is_placeholder(value) and not _local_default(whole)
    if rule == "luhn":
        digits = re.sub(r"\D", "", value)
        return _card_prefix(digits) and len(set(digits)) > 1 and _luhn(digits) and digits not in _published()
    if rule == "iban":
        return _iban(value)
    if rule == "ssn":
        area, group, serial = value.split("-")
        return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"
    if rule == "my_number":
        return _my_number(value)
    if rule == "cn_id":
        return _cn_id(value)
    if rule == "email":
        domain = value.rsplit("@", 1)[1].lower()
        return not re.match(r"^(?:example\.(?:com|org|net)|test|localhost|domain\.com|email\.com)$", domain) \
            and not is_placeholder(value.split("@", 1)[0])
    if rule == "phone":
        digits = re.sub(r"\D", "", value)
        return 9 <= len(digits) <= 15 and len(set(digits)) > 2 and not _fictional_nanp(digits, value)
    return True


# a line of a hex dump: an offset (8 or 7 hex digits, or 4 to 16 with a colon: xxd, hexdump
# -C, od), then at least four groups of bytes of one width (0200 0806 …, or 02 00 08 …)
_HEX_DUMP_LINE = re.compile(r"[ \t]*(?:0x)?(?:[0-9A-Fa-f]{7,8}:?|[0-9A-Fa-f]{4,16}:)"
                            r"(?:(?:[ \t]+[0-9A-Fa-f]{4}){4,}|(?:[ \t]+[0-9A-Fa-f]{2}){4,})(?=[ \t]|$)")


def _hex_dump_bytes(text: str, at: int, lines: dict[int, int]) -> bool:
    """Whether ``at`` lies in the byte groups of a line of a hex dump (``0200 0806 0000`` is
    bytes, not a phone number; a number after the dump's text column still is). ``lines``
    remembers, per line start, where its byte groups end (0: not a dump line)."""
    start = text.rfind("\n", 0, at) + 1
    end = lines.get(start)
    if end is None:
        m = _HEX_DUMP_LINE.match(text, start)
        end = lines[start] = m.end() if m else 0
    return at < end


_NANP_555 = re.compile(r"^\s*(?:\+?1[\s.-]?)?(?:\(555\)|555)[\s.-]?\d{3}[\s.-]?\d{4}\s*$")


def _fictional_nanp(digits: str, written: str) -> bool:
    """A North American number no one has: area code 555 is not in service ((555) 123-4567,
    written in that shape: Mexico City's 55 5208 3000 is a real number) and 555-0100 to
    555-0199 are reserved for fiction (212-555-0142): the numbers films, docs and regex
    examples use."""
    if len(digits) == 11 and digits[0] == "1":
        digits = digits[1:]
    if len(digits) != 10 or digits[0] not in "23456789":
        return False
    return bool(_NANP_555.match(written)) or (digits[3:6] == "555" and digits[6:8] == "01")


@cache
def _screen() -> tuple[tuple[int, ...], Screen]:
    rows = tuple(i for i, p in enumerate(_patterns()) if p.screen)
    return rows, Screen([_patterns()[i].screen or "" for i in rows])


@cache
def _pattern_set() -> PatternSet:
    table = _patterns()
    return PatternSet([p.regex for p in table], [p.requires for p in table])


def _overlaps(taken: list[tuple[int, int]], a: int, b: int) -> bool:
    """Whether [a, b) overlaps one of ``taken``: disjoint spans sorted by start, so only the
    neighbours of ``a`` can (a line of 40,000 phone numbers was quadratic)."""
    i = bisect_left(taken, (a, b))
    return (i > 0 and taken[i - 1][1] > a) or (i < len(taken) and taken[i][0] < b)


def find(text: str) -> list[SecretMatch]:
    out: list[SecretMatch] = []
    taken: list[tuple[int, int]] = []
    dump_lines: dict[int, int] = {}
    table = _patterns()
    # a pattern with no required word (phone, card, id numbers) runs only if its screen hits
    rows, screen = _screen()
    present = {rows[k] for k in screen.hits(text)}
    wanted = [i for i, p in enumerate(table) if p.screen is None or i in present]
    for i, matches in sorted(_pattern_set().finditer(text, wanted).items()):
        p = table[i]
        for m in matches:
            group = 1 if m.re.groups else 0
            if m.start(group) < 0:
                continue
            value = m.group(group)
            if not _valid(p.validate, value, m.group(0)):
                continue
            a, b = m.start(group), m.end(group)
            if _overlaps(taken, a, b):
                continue
            if p.validate == "phone" and _hex_dump_bytes(text, a, dump_lines):
                continue
            insort(taken, (a, b))
            out.append(SecretMatch(p.id, p.kind, a, b, mask(value)))
    out.sort(key=lambda s: s.start)
    return out


def redact(text: str) -> tuple[str, list[SecretMatch]]:
    """``text`` with every recognized credential replaced by ``[REDACTED:<id>]``."""
    found = [s for s in find(text) if s.kind == "credential"]
    parts = []
    pos = 0
    for s in found:
        parts.append(text[pos : s.start])
        parts.append(f"[REDACTED:{s.id}]")
        pos = s.end
    parts.append(text[pos:])
    return "".join(parts), found
