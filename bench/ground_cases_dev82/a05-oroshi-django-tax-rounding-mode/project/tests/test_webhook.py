import json

import pytest
from django.test import Client, override_settings


@pytest.mark.django_db
@override_settings(PAYJP_WEBHOOK_TOKEN="whook_test")
def test_rejects_missing_token():
    r = Client().post("/webhooks/payjp", data=json.dumps({"type": "charge.succeeded", "data": {}}),
                      content_type="application/json")
    assert r.status_code == 401


@pytest.mark.django_db
@override_settings(PAYJP_WEBHOOK_TOKEN="whook_test")
def test_accepts_payjp_header():
    r = Client().post("/webhooks/payjp", data=json.dumps({"type": "charge.refunded", "data": {"id": "ch_1"}}),
                      content_type="application/json", headers={"X-Payjp-Webhook-Token": "whook_test"})
    assert r.status_code == 200
