"""Patient list for reception (the 患者一覧 screen)."""

from datetime import date

from app.models import Patient


def age(patient: Patient, today: date) -> int:
    years = today.year - patient.birth.year
    if (today.month, today.day) < (patient.birth.month, patient.birth.day):
        years -= 1
    return years


def patient_list(patients: list[Patient], today: date) -> list[dict]:
    ordered = sorted(patients, key=lambda p: p.name_kana)
    return [
        {
            "id": p.id,
            "name": p.name,
            "kana": p.name_kana,
            "age": age(p, today),
            "phone": p.phone,
        }
        for p in ordered
    ]


def birthdays_this_month(patients: list[Patient], today: date) -> list[Patient]:
    return [p for p in patients if p.birth.month == today.month]


def initials_index(patients: list[Patient]) -> dict[str, int]:
    """Counts per first kana, for the あかさたな tabs."""
    counts: dict[str, int] = {}
    for p in patients:
        head = p.name_kana[:1]
        counts[head] = counts.get(head, 0) + 1
    return counts
