from dataclasses import dataclass
from datetime import date, datetime


@dataclass
class Patient:
    id: int
    name: str  # 漢字 as written on the insurance card
    name_kana: str  # furigana as typed at reception (katakana or hiragana)
    birth: date
    phone: str


@dataclass
class Appointment:
    id: int
    patient_id: int
    start_utc: datetime  # naive, UTC
    doctor: str
    room: str


def find_patient(patients: list["Patient"], patient_id: int) -> "Patient | None":
    return next((p for p in patients if p.id == patient_id), None)


def sample_patients() -> list[Patient]:
    return [
        Patient(1, "阿部 真央", "アベ マオ", date(1988, 4, 2), "090-1111-2222"),
        Patient(2, "渡辺 健", "ワタナベ ケン", date(1975, 9, 30), "080-3333-4444"),
        Patient(3, "太田 涼子", "おおた りょうこ", date(1992, 1, 17), "070-5555-6666"),
        Patient(4, "山田 太郎", "ヤマダ タロウ", date(1960, 12, 5), "090-7777-8888"),
    ]
