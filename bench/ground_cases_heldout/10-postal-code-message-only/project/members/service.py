from __future__ import annotations

from dataclasses import asdict, dataclass

from . import address
from .validators import normalize_name, normalize_phone, normalize_postal_code, validate_email


@dataclass
class Member:
    id: int
    name: str
    email: str
    phone: str
    postal_code: str
    prefecture: str
    city: str
    town: str


_MEMBERS: dict[int, Member] = {}


def register(form: dict) -> Member:
    postal_code = normalize_postal_code(form.get("postal_code", ""))
    place = address.lookup(postal_code)
    member = Member(
        id=len(_MEMBERS) + 1,
        name=normalize_name(form.get("name", "")),
        email=validate_email(form.get("email", "")),
        phone=normalize_phone(form.get("phone", "")),
        postal_code=postal_code,
        **place,
    )
    _MEMBERS[member.id] = member
    return member


def as_json(member: Member) -> dict:
    return asdict(member)
