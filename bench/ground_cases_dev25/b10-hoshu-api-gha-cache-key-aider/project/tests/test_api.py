from datetime import UTC, datetime

from fastapi.testclient import TestClient

from app.main import app

client = TestClient(app)


def test_health():
    resp = client.get("/health")
    assert resp.status_code == 200
    body = resp.json()
    assert body["status"] == "ok"
    reported = datetime.fromisoformat(body["time"])
    assert reported.tzinfo is not None
    assert abs((datetime.now(UTC) - reported).total_seconds()) < 5


def test_list_inspections_sorted_by_due():
    resp = client.get("/inspections")
    assert [i["id"] for i in resp.json()] == [2, 1]


def test_mark_done_unknown_is_404():
    assert client.post("/inspections/999/done").status_code == 404
