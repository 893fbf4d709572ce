ANNA = {
    "first_name": "Anna",
    "last_name": "Berg",
    "email": "anna.berg@example.com",
    "phone": "+49 30 1234567",
    "date_of_birth": "1988-04-12",
}


def test_create_patient(client):
    r = client.post("/patients", json=ANNA)
    assert r.status_code == 201
    body = r.json()
    assert body["id"] > 0
    assert body["email"] == "anna.berg@example.com"
    assert body["created_at"]


def test_duplicate_email_is_409(client):
    client.post("/patients", json=ANNA)
    r = client.post("/patients", json={**ANNA, "email": "ANNA.BERG@example.com"})
    assert r.status_code == 409
    assert r.json()["detail"]["code"] == "email_taken"


def test_email_is_stored_lowercase(client):
    r = client.post("/patients", json={**ANNA, "email": "Anna.Berg@Example.com"})
    assert r.json()["email"] == "anna.berg@example.com"


def test_lookup_by_email(client):
    client.post("/patients", json=ANNA)
    r = client.get("/patients/lookup", params={"email": "anna.berg@example.com"})
    assert r.status_code == 200
    assert r.json()["last_name"] == "Berg"


def test_list_patients_search(client):
    client.post("/patients", json=ANNA)
    client.post("/patients", json={**ANNA, "first_name": "Jonas", "last_name": "Klein", "email": "jk@example.com"})
    r = client.get("/patients", params={"q": "kle"})
    assert [p["last_name"] for p in r.json()] == ["Klein"]


def test_get_missing_patient(client):
    assert client.get("/patients/999").status_code == 404
