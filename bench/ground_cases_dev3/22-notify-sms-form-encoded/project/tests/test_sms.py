from notify.channels.sms import _payload


def test_payload_has_apikey():
    assert "apikey" in _payload("13800000000", "hi")
