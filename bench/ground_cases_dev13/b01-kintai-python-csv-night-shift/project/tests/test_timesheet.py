from tests.conftest import punch


def test_month_timesheet(client):
    punch(client, "2025-10-06", "09:00", "18:00")
    punch(client, "2025-10-07", "21:00", "06:00")
    punch(client, "2025-11-01", "09:00", "18:00")
    r = client.get("/timesheets/7/2025-10")
    assert r.status_code == 200
    body = r.json()
    assert [d["work_date"] for d in body] == ["2025-10-06", "2025-10-07"]
    assert body[1] == {"work_date": "2025-10-07", "worked": 480, "night": 420, "overtime": 0}


def test_unknown_employee(client):
    assert client.get("/timesheets/99/2025-10").status_code == 404


def test_bad_month(client):
    punch(client, "2025-10-06", "09:00", "18:00")
    assert client.get("/timesheets/7/2025-13").status_code == 422
    assert client.get("/timesheets/7/oct").status_code == 422


def test_overtime_and_break(client):
    punch(client, "2025-10-08", "08:00", "20:00", break_minutes=90)
    body = client.get("/timesheets/7/2025-10").json()
    assert body == [{"work_date": "2025-10-08", "worked": 630, "night": 0, "overtime": 150}]
