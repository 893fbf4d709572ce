import pytest

from app.users import EmailTaken, find_by_email, register, rename


def test_register_and_find(session):
    user = register(session, " Tanaka@Example.com ", "田中")
    assert user.id is not None
    assert find_by_email(session, "tanaka@example.com").id == user.id


def test_register_rejects_case_insensitive_duplicate(session):
    register(session, "tanaka@example.com", "田中")
    with pytest.raises(EmailTaken):
        register(session, "TANAKA@example.com", "田中2")


def test_rename(session):
    user = register(session, "sato@example.com", "佐藤")
    assert rename(session, user.id, "佐藤花子").name == "佐藤花子"


def test_rename_unknown_user(session):
    with pytest.raises(LookupError):
        rename(session, 999, "x")
