from tidewater.importer.readings import parse_reading_row


def test_parse_reading_row():
    r = parse_reading_row({"station": "brx", "time": "2024-01-02T03:00", "height": "1.2"})
    assert r.height_m == 1.2
