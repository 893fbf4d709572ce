from datetime import UTC, datetime

from app.models import Reservation, User
from app.push import build_payload, reminder_title


def make(locale="ja", tz="Asia/Tokyo", hour=3):
    user = User(id=1, name="Kenta", locale=locale, timezone=tz, push_token="ExponentPushToken[x]")
    return Reservation(id=7, user=user, shop_name="鮨 まつ", starts_at=datetime(2025, 3, 5, hour, 0, tzinfo=UTC), party_size=2)


def test_title_ja():
    assert reminder_title(make()) == "ご予約のリマインド"


def test_title_en():
    assert reminder_title(make(locale="en_US")) == "Reservation reminder"


def test_body_uses_user_timezone():
    body = build_payload(make(locale="en", tz="America/New_York", hour=15))["body"]  # 15:00 UTC = 10:00 EST
    assert "10:00" in body


def test_body_ja_has_weekday():
    body = build_payload(make(hour=0))["body"]  # 0:00 UTC = 9:00 JST
    assert body.startswith("3月5日(水) 9:00")


def test_payload_has_reservation_id():
    assert build_payload(make())["data"] == {"reservation_id": 7}
