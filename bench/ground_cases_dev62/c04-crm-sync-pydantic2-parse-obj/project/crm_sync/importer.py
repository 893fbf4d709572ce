import csv
import json
from pathlib import Path

from crm_sync.models import Contact, Deal


def load_contacts(path: Path) -> list[Contact]:
    rows = json.loads(path.read_text(encoding="utf-8"))
    return [Contact.parse_obj(row) for row in rows]


def load_deals_csv(path: Path) -> list[Deal]:
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        return [Deal(**row) for row in reader]


def export_contacts(contacts: list[Contact], path: Path) -> int:
    payload = [c.dict() for c in contacts]
    path.write_text(json.dumps(payload, ensure_ascii=False, default=str), encoding="utf-8")
    return len(payload)


def dedupe(contacts: list[Contact]) -> list[Contact]:
    seen: dict[str, Contact] = {}
    for c in contacts:
        key = (c.email or c.phone or str(c.id)).lower()
        if key not in seen or c.updated_at > seen[key].updated_at:
            seen[key] = c
    return list(seen.values())
