"""Match incoming CRM contacts against ours and merge them."""
from __future__ import annotations

import re
from dataclasses import replace

from crm_sync.models import Contact

_PHONE_JUNK = re.compile(r"[\s\-()]")


def normalize_email(email: str | None) -> str | None:
    if not email:
        return None
    email = email.strip().lower()
    return email or None


def normalize_phone(phone: str | None) -> str | None:
    if not phone:
        return None
    digits = _PHONE_JUNK.sub("", phone)
    if digits.startswith("+86"):
        digits = digits[3:]
    elif digits.startswith("0086"):
        digits = digits[4:]
    return digits or None


def find_duplicate(incoming: Contact, by_email: dict[str, Contact], by_phone: dict[str, Contact]) -> Contact | None:
    email = normalize_email(incoming.email)
    if email and email in by_email:
        return by_email[email]
    phone = normalize_phone(incoming.phone)
    if phone and phone in by_phone:
        return by_phone[phone]
    return None


def merge_contacts(existing: Contact, incoming: Contact) -> Contact:
    """Fold a CRM record into the row we already have; CRM wins for names and company."""
    newer = incoming.updated_at >= existing.updated_at
    return replace(
        existing,
        crm_id=incoming.crm_id or existing.crm_id,
        first_name=incoming.first_name or existing.first_name,
        last_name=incoming.last_name or existing.last_name,
        company=incoming.company or existing.company,
        phone=existing.phone or incoming.phone,
        updated_at=incoming.updated_at if newer else existing.updated_at,
    )
