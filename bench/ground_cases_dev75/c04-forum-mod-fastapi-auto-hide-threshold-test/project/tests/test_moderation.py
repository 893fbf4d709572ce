from app.moderation import restore


def report(client, comment_id, reporter_id):
    return client.post(f"/comments/{comment_id}/reports", json={"reporter_id": reporter_id, "reason": "abuse"})


def test_not_hidden_below_threshold(client, comment):
    report(client, comment.id, 1)
    r = report(client, comment.id, 2)
    assert r.json()["hidden"] is False


def test_auto_hide_at_threshold(client, comment):
    report(client, comment.id, 1)
    report(client, comment.id, 2)
    r = report(client, comment.id, 3)
    assert r.json() == {"comment_id": comment.id, "hidden": True, "hidden_now": True}


def test_restore_clears_reports(client, db, comment):
    for uid in (1, 2, 3):
        report(client, comment.id, uid)
    db.refresh(comment)
    restore(db, comment)
    db.commit()
    db.refresh(comment)
    assert comment.hidden is False
    assert comment.reports == []
