import hashlib
import hmac
import json

import responses

from billing.webhooks import canonical_body, deliver, sign_payload

PAYLOAD = {"type": "invoice.paid", "data": {"id": "inv_42", "amount": 1999}, "created": "2025-11-01T10:00:00Z"}


def test_canonical_body_is_sorted_and_compact():
    assert canonical_body({"b": 1, "a": [1, 2]}) == b'{"a":[1,2],"b":1}'


def test_signature_matches_docs_example():
    sig = sign_payload(PAYLOAD, "whsec_test", 1700000000)
    expected = hmac.new(b"whsec_test", b"1700000000." + canonical_body(PAYLOAD), hashlib.sha256).hexdigest()
    assert sig == f"t=1700000000,v1={expected}"


@responses.activate
def test_deliver_reports_status():
    responses.post("https://example.test/hook", status=204)
    result = deliver("https://example.test/hook", PAYLOAD, "whsec_test")
    assert result.ok and result.status_code == 204
    sent = json.loads(responses.calls[0].request.body)
    assert sent == PAYLOAD


@responses.activate
def test_deliver_handles_timeout():
    responses.post("https://example.test/hook", body=__import__("requests").ReadTimeout("read timed out"))
    result = deliver("https://example.test/hook", PAYLOAD, "whsec_test")
    assert not result.ok and "timed out" in result.error
