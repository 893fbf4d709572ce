import httpx

from paykit import Paykit


def test_create_sends_amount_and_currency():
    seen = {}

    def handler(req):
        seen["body"] = req.read()
        return httpx.Response(201, json={"id": "ch_1", "amount": 1200})

    client = Paykit("sk_test_x", transport=httpx.MockTransport(handler))
    assert client.charges.create(amount=1200)["id"] == "ch_1"
    assert b'"currency":"jpy"' in seen["body"].replace(b" ", b"")
