from datetime import datetime

from app.mailer import build_message
from app.orders import Line, Order


def order():
    return Order(number="H-1001", name="山田 花子", email="hanako@example.com",
                 lines=[Line("有機味噌 1kg", 2, 1620)], created_at=datetime(2025, 11, 20, 10, 0))


def test_subject_and_from():
    msg = build_message("hanako@example.com", "件名", "order_confirmation.txt", order=order())
    assert msg["Subject"] == "件名"
    assert "noreply@hinata-shop.jp" in msg["From"]


def test_body_has_total():
    msg = build_message("hanako@example.com", "件名", "order_confirmation.txt", order=order())
    body = msg.get_content()
    assert "合計: 4,120円" in body


def test_body_without_delivery_date():
    msg = build_message("hanako@example.com", "件名", "order_confirmation.txt", order=order())
    assert "お届け希望日: 指定なし" in msg.get_content()


def test_message_id_domain():
    msg = build_message("hanako@example.com", "件名", "order_confirmation.txt", order=order())
    assert msg["Message-ID"].endswith("@hinata-shop.jp>")
