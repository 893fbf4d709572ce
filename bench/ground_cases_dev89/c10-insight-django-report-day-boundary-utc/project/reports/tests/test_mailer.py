from reports.mailer import render


def test_render_formats_money_and_rate():
    text = render({"day": "2025-11-03", "new_users": 120, "orders": 30, "revenue": 4520.5, "conversion": 0.25})
    assert "支付金额：¥4,520.50" in text
    assert "转化率：25.0%" in text


def test_render_without_users():
    text = render({"day": "2025-11-03", "new_users": 0, "orders": 0, "revenue": 0, "conversion": None})
    assert "转化率：-" in text
