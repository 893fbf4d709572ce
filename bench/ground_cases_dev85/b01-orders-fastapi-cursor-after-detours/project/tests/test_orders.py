def test_first_page_has_next(client, seeded):
    r = client.get("/v1/orders", params={"limit": 3})
    assert r.status_code == 200
    body = r.json()
    assert [o["total_yen"] for o in body["data"]] == [7000, 6000, 5000]
    assert body["next_cursor"]


def test_walks_all_pages(client, seeded):
    seen, cursor = [], None
    while True:
        params = {"limit": 3} | ({"cursor": cursor} if cursor else {})
        body = client.get("/v1/orders", params=params).json()
        seen += [o["id"] for o in body["data"]]
        cursor = body["next_cursor"]
        if not cursor:
            break
    assert len(seen) == len(set(seen)) == 7


def test_status_filter_carries_into_next(client, seeded, repo):
    for i in (1, 2, 3, 4):
        repo.set_status(i, "paid")
    body = client.get("/v1/orders", params={"status": "paid", "limit": 2}).json()
    assert {o["status"] for o in body["data"]} == {"paid"}
    assert "status=paid" in body["next"]


def test_bad_cursor_is_400(client, seeded):
    r = client.get("/v1/orders", params={"cursor": "not-a-cursor"})
    assert r.status_code == 400
    assert r.json()["detail"]["code"] == "invalid_cursor"


def test_limit_out_of_range_is_422(client, seeded):
    assert client.get("/v1/orders", params={"limit": 500}).status_code == 422
    assert client.get("/v1/orders", params={"limit": 0}).status_code == 422


def test_cancel_shipped_is_409(client, seeded, repo):
    repo.set_status(1, "shipped")
    r = client.post("/v1/orders/1/cancel")
    assert r.status_code == 409
