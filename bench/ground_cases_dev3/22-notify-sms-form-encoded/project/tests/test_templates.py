from notify.templates import render_sms


def test_render_sms_drops_none():
    assert render_sms([1, None, 2]) == [1, 2]
