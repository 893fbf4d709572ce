from datetime import date

from sync.dedupe import dedupe, dedupe_key


def row(email, updated, level="basic", member_id="m1"):
    return {"member_id": member_id, "name": "x", "email": email, "phone": "", "level": level,
            "updated_at": updated}


def test_key_ignores_case():
    assert dedupe_key(row("A@Example.com", None)) == "a@example.com"


def test_keeps_newest():
    rows = [row("a@x.com", date(2024, 1, 1), member_id="old"), row("A@x.com", date(2024, 2, 1), member_id="new")]
    assert [r["member_id"] for r in dedupe(rows)] == ["new"]


def test_same_day_prefers_higher_level():
    rows = [row("a@x.com", date(2024, 1, 1), "gold", "g"), row("a@x.com", date(2024, 1, 1), "silver", "s")]
    assert [r["member_id"] for r in dedupe(rows)] == ["g"]


def test_rows_without_email_are_dropped():
    assert dedupe([row("", date(2024, 1, 1))]) == []
