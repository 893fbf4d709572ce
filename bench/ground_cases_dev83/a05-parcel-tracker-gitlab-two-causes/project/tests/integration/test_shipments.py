def test_create_and_get_shipment(client):
    r = client.post("/shipments", json={"tracking_no": "JVGL0601234", "carrier": "dhl"})
    assert r.status_code == 201
    body = client.get("/shipments/JVGL0601234").json()
    assert body["status"] == "created"


def test_duplicate_tracking_number(client):
    client.post("/shipments", json={"tracking_no": "1Z999AA1", "carrier": "ups"})
    r = client.post("/shipments", json={"tracking_no": "1Z999AA1", "carrier": "ups"})
    assert r.status_code in (409, 500)


def test_unknown_shipment_404(client):
    assert client.get("/shipments/NOPE").status_code == 404
