from datetime import datetime

from crm_sync.models import Contact


def make(**kw):
    base = {"id": 1, "name": "王芳", "updated_at": datetime(2024, 5, 1)}
    base.update(kw)
    return Contact.model_validate(base)


def test_phone_is_normalized():
    assert make(phone="+86 138-0013-8000").phone == "13800138000"


def test_phone_none():
    assert make().phone is None


def test_parse_obj_still_works_for_dicts():
    c = Contact.parse_obj({"id": 2, "name": "李雷", "updated_at": "2024-05-02T00:00:00"})
    assert c.name == "李雷"


def test_dump_roundtrip():
    c = make(email="wf@example.com")
    assert Contact.model_validate(c.model_dump()) == c


def test_company_optional():
    assert make(company=None).company is None
