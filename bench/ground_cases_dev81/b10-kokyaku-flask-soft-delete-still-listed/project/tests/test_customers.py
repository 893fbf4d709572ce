from app.customers import create_customer, list_customers


def test_create_and_show(client):
    res = client.post("/customers", json={"name": "山田", "email": "yamada@example.com"})
    assert res.status_code == 201
    cid = res.get_json()["id"]
    assert client.get(f"/customers/{cid}").get_json()["name"] == "山田"


def test_duplicate_email_is_rejected(client):
    client.post("/customers", json={"name": "山田", "email": "yamada@example.com"})
    res = client.post("/customers", json={"name": "山田2", "email": "YAMADA@example.com"})
    assert res.status_code == 409


def test_search(session):
    create_customer(session, "佐藤花子", "hanako@example.com")
    create_customer(session, "鈴木一郎", "ichiro@example.com")
    names = [c.name for c in list_customers(session, q="花子")]
    assert names == ["佐藤花子"]


def test_delete(client):
    cid = client.post("/customers", json={"name": "山田", "email": "yamada@example.com"}).get_json()["id"]
    assert client.delete(f"/customers/{cid}").status_code == 204
    assert client.delete(f"/customers/{cid}").status_code == 404


def test_deleted_customer_is_not_found(client):
    cid = client.post("/customers", json={"name": "山田", "email": "yamada@example.com"}).get_json()["id"]
    client.delete(f"/customers/{cid}")
    assert client.get(f"/customers/{cid}").status_code == 404
