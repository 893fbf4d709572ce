def report(client, comment_id, reporter_id, reason="spam"):
    return client.post(f"/comments/{comment_id}/reports", json={"reporter_id": reporter_id, "reason": reason})


def test_report_created(client, comment):
    r = report(client, comment.id, 1)
    assert r.status_code == 201
    assert r.json()["hidden"] is False


def test_duplicate_report_rejected(client, comment):
    assert report(client, comment.id, 1).status_code == 201
    assert report(client, comment.id, 1).status_code == 409


def test_unknown_reason_rejected(client, comment):
    assert report(client, comment.id, 1, reason="boring").status_code == 422


def test_cannot_report_own_comment(client, comment):
    assert report(client, comment.id, comment.author_id).status_code == 400


def test_missing_comment(client):
    assert report(client, 999, 1).status_code == 404
