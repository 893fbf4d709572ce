import pytest
from fastapi.testclient import TestClient

from app.db import InvoiceRepo
from app.invoices import get_repo
from app.main import app


@pytest.fixture
def client():
    repo = InvoiceRepo()
    app.dependency_overrides[get_repo] = lambda: repo
    yield TestClient(app)
    app.dependency_overrides.clear()


def make(client, **overrides):
    body = {"customer_id": 7, "lines": [{"description": "Design", "quantity": 1, "unit_price": "100.00"}]}
    body.update(overrides)
    r = client.post("/invoices", json=body)
    assert r.status_code == 201, r.text
    return r.json()


def test_create_and_get(client):
    inv = make(client)
    assert inv["number"].startswith("INV-")
    assert client.get(f"/invoices/{inv['id']}").json()["totals"]["total"] == "119.00"


def test_discount_applies_before_tax(client):
    inv = make(client, discount_pct=20)
    assert inv["totals"] == {"subtotal": "100.00", "discount": "20.00", "tax": "15.20", "total": "95.20"}


def test_list_filters_by_status(client):
    a = make(client)
    make(client)
    client.post(f"/invoices/{a['id']}/status", json={"status": "sent"})
    sent = client.get("/invoices", params={"status": "sent"}).json()
    assert [i["id"] for i in sent] == [a["id"]]


def test_list_paginates(client):
    ids = [make(client)["id"] for _ in range(5)]
    r = client.get("/invoices", params={"limit": 2, "offset": 1})
    assert r.headers["X-Total-Count"] == "5"
    assert [i["id"] for i in r.json()] == ids[::-1][1:3]


def test_list_limit_is_capped(client):
    assert client.get("/invoices", params={"limit": 500}).status_code == 422


def test_cannot_unsend(client):
    inv = make(client)
    client.post(f"/invoices/{inv['id']}/status", json={"status": "sent"})
    r = client.post(f"/invoices/{inv['id']}/status", json={"status": "draft"})
    assert r.status_code == 409


def test_missing_invoice(client):
    assert client.get("/invoices/999").status_code == 404
