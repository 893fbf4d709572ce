from tests.conftest import punch


def test_export_csv(client):
    punch(client, "2025-10-07", "09:00", "19:00")
    punch(client, "2025-10-06", "09:00", "18:00")
    r = client.get("/timesheets/7/2025-10/export.csv")
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("text/csv")
    assert 'filename="timesheet_7_2025-10.csv"' in r.headers["content-disposition"]
    assert r.content.startswith(b"\xef\xbb\xbf")
    lines = r.content.decode("utf-8-sig").splitlines()
    assert lines[0] == "日付,出勤,退勤,休憩(分),実働(分),深夜(分),残業(分)"
    assert lines[1] == "2025-10-06,09:00,18:00,60,480,0,0"
    assert lines[2] == "2025-10-07,09:00,19:00,60,540,0,60"


def test_export_only_that_month(client):
    punch(client, "2025-09-30", "09:00", "18:00")
    punch(client, "2025-10-01", "09:00", "18:00")
    lines = client.get("/timesheets/7/2025-10/export.csv").content.decode("utf-8-sig").splitlines()
    assert len(lines) == 2
    assert lines[1].startswith("2025-10-01,")


def test_export_unknown_employee(client):
    assert client.get("/timesheets/99/2025-10/export.csv").status_code == 404
