import pytest
from fastapi.testclient import TestClient

from app.main import CARRIERS, create_app


def test_known_carriers():
    assert {"dhl", "ups", "postnl"} <= CARRIERS


@pytest.mark.parametrize("carrier", ["fedex", "", "DHL "])
def test_unknown_carrier_rejected(carrier):
    client = TestClient(create_app())
    r = client.post("/shipments", json={"tracking_no": "X1", "carrier": carrier})
    assert r.status_code == 422
