import import_grades as ig

CFG = {"late_policy": {"per_day": 0.10, "max_days": 3}}


def row(score, late=0):
    return ig.Row(sis_id="900123", email="a@state.edu", raw_score=score, days_late=late)


def test_on_time_full_score():
    assert ig.final_score(row(87), 100, CFG) == 87


def test_late_two_days():
    assert ig.final_score(row(90, 2), 100, CFG) == 72


def test_too_late_is_zero():
    assert ig.final_score(row(90, 4), 100, CFG) == 0


def test_negative_clamped():
    assert ig.final_score(row(-3), 100, CFG) == 0


def test_read_rows(tmp_path):
    p = tmp_path / "g.csv"
    p.write_text("SIS User ID,Email,Score,Days Late\n900123,A@State.edu,88,1\n", encoding="utf-8")
    [r] = ig.read_rows(str(p))
    assert r.email == "a@state.edu"
    assert r.days_late == 1
