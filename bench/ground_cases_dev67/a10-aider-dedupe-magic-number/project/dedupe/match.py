from __future__ import annotations

import re
import unicodedata
from difflib import SequenceMatcher
from itertools import combinations

from dedupe.records import Customer, older_first


GERMAN = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"})


def normalize(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.translate(GERMAN))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = re.sub(r"[^a-z0-9 ]", " ", text.lower())
    return re.sub(r"\s+", " ", text).strip()


def _names_match(a: str, b: str) -> bool:
    return SequenceMatcher(None, normalize(a), normalize(b)).ratio() >= 0.82


def _addresses_match(a: Customer, b: Customer) -> bool:
    street = SequenceMatcher(None, normalize(a.street), normalize(b.street)).ratio() >= 0.85
    return street and normalize(a.city) == normalize(b.city)


def _emails_match(a: str, b: str) -> bool:
    return bool(a) and a.strip().casefold() == b.strip().casefold()


def is_duplicate(a: Customer, b: Customer) -> bool:
    if _emails_match(a.email, b.email):
        return True
    return _names_match(a.name, b.name) and _addresses_match(a, b)


def find_merges(customers: list[Customer]) -> list[tuple[Customer, Customer]]:
    merges = []
    dropped: set[str] = set()
    for a, b in combinations(customers, 2):
        if a.id in dropped or b.id in dropped:
            continue
        if is_duplicate(a, b):
            keep, drop = older_first(a, b)
            merges.append((keep, drop))
            dropped.add(drop.id)
    return merges
