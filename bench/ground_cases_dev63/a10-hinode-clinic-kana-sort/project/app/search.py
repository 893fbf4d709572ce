"""Reception's patient search box: matches name, furigana or phone."""

import unicodedata

from app.models import Patient


def _clean(text: str) -> str:
    """NFKC folds half-width kana to full-width and full-width ASCII to ASCII."""
    text = unicodedata.normalize("NFKC", text)
    return text.replace(" ", "").lower()


def matches(patient: Patient, query: str) -> bool:
    q = _clean(query)
    if not q:
        return False
    return (
        q in _clean(patient.name)
        or q in _clean(patient.name_kana)
        or q.replace("-", "") in patient.phone.replace("-", "")
    )


def search(patients: list[Patient], query: str, limit: int = 20) -> list[Patient]:
    hits = [p for p in patients if matches(p, query)]
    return hits[:limit]


def exact_phone(patients: list[Patient], phone: str) -> Patient | None:
    digits = phone.replace("-", "")
    for p in patients:
        if p.phone.replace("-", "") == digits:
            return p
    return None
