from datetime import datetime, timezone

from crm_sync.dedupe import find_duplicate, merge_contacts, normalize_email, normalize_phone
from crm_sync.models import Contact


def contact(**kw):
    base = dict(id=1, crm_id="c-1", email="li.wei@example.com", first_name="Wei", last_name="Li",
                phone="138 0013 8000", company="Acme", updated_at=datetime(2025, 1, 1, tzinfo=timezone.utc))
    base.update(kw)
    return Contact(**base)


def test_normalize_phone_strips_country_code():
    assert normalize_phone("+86 138-0013-8000") == "13800138000"


def test_normalize_email_ignores_case_and_spaces():
    assert normalize_email(" Li.Wei@Example.com ") == "li.wei@example.com"


def test_find_duplicate_by_email():
    ours = contact()
    assert find_duplicate(contact(id=None), {"li.wei@example.com": ours}, {}) is ours


def test_merge_keeps_our_id():
    merged = merge_contacts(contact(id=7), contact(id=None, crm_id="c-9"))
    assert merged.id == 7
    assert merged.crm_id == "c-9"
