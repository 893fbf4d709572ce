from datetime import datetime

from app.extensions import db
from app.models import User


def test_list_users_masks_phone(client):
    db.session.add(User(nickname="小王", phone="13812345678"))
    db.session.commit()
    item = client.get("/admin/api/users").get_json()["items"][0]
    assert item["phone"] == "138****5678"


def test_get_user(client):
    db.session.add(User(nickname="小李", phone="13900001111", created_at=datetime(2025, 6, 1, 0, 0, 0)))
    db.session.commit()
    assert client.get("/admin/api/users/1").get_json()["nickname"] == "小李"
