# -*- coding: utf-8 -*-
import datetime

from reminders.mailer import build_message, format_yen


def test_format_yen():
    assert format_yen(1234567) == "1,234,567"


def test_build_message_headers():
    msg = build_message("a@example.com", u"山田太郎", [("INV-1", 5000, datetime.date(2025, 11, 25))])
    assert msg["To"] == "a@example.com"
    assert msg.get_content_charset() == "iso-2022-jp"
    assert "=?iso-2022-jp?" in msg["Subject"].encode()
