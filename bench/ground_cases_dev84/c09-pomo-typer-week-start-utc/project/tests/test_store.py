from datetime import date, datetime

from pomo.store import Session, append, read_all, summarize, week_start


def test_roundtrip(tmp_path):
    log = tmp_path / "log.csv"
    append(Session(datetime(2025, 11, 10, 9, 0), 25, "写作", True), log)
    append(Session(datetime(2025, 11, 10, 9, 30), 25, "写作", False), log)
    sessions = read_all(log)
    assert [s.completed for s in sessions] == [True, False]
    assert sessions[0].label == "写作"


def test_week_start_is_monday():
    assert week_start(date(2025, 11, 13)) == date(2025, 11, 10)
    assert week_start(date(2025, 11, 10)) == date(2025, 11, 10)


def test_summarize_counts_only_completed():
    sessions = [
        Session(datetime(2025, 11, 10, 9, 0), 25, "a", True),
        Session(datetime(2025, 11, 10, 10, 0), 25, "a", False),
        Session(datetime(2025, 11, 9, 10, 0), 25, "b", True),
    ]
    assert summarize(sessions, date(2025, 11, 10)) == {"a": 1}
