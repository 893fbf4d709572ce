from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class Contact:
    id: int | None
    crm_id: str | None
    email: str | None
    first_name: str | None
    last_name: str | None
    phone: str | None
    company: str | None
    updated_at: datetime

    @classmethod
    def from_crm(cls, raw: dict) -> "Contact":
        props = raw.get("properties", {})
        return cls(
            id=None,
            crm_id=raw["id"],
            email=props.get("email"),
            first_name=props.get("firstname"),
            last_name=props.get("lastname"),
            phone=props.get("phone"),
            company=props.get("company"),
            updated_at=datetime.fromisoformat(props["lastmodifieddate"].replace("Z", "+00:00")),
        )
