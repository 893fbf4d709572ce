def test_days_length(client):
    res = client.get("/api/days")
    assert res.status_code == 200
    assert len(res.get_json()) == 14


def test_list_reservations(client, seeded):
    res = client.get("/api/reservations")
    names = [r["customer"] for r in res.get_json()]
    assert names == ["佐藤", "鈴木", "高橋"]


def test_list_reservations_by_status(client, seeded):
    res = client.get("/api/reservations?status=booked")
    names = [r["customer"] for r in res.get_json()]
    assert names == ["佐藤", "高橋"]


def test_cancel_unknown(client):
    res = client.post("/api/reservations/999/cancel")
    assert res.status_code == 404


def test_cancel_far_future(client, seeded):
    rid = client.get("/api/reservations").get_json()[0]["id"]
    res = client.post(f"/api/reservations/{rid}/cancel")
    assert res.status_code == 200
    assert res.get_json()["status"] == "cancelled"


def test_healthz(client):
    assert client.get("/healthz").get_json() == {"ok": True}


def test_slots_exclude_taken(client, seeded):
    res = client.get("/api/days/2030-01-10/slots")
    assert "2030-01-10T10:00:00+09:00" not in res.get_json()
