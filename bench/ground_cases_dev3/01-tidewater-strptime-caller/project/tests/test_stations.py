from tidewater.importer.stations import parse_station_row


def test_parse_station_row():
    row = {"code": "brx", "name": " north  pier ", "lat": "51,5", "lon": "-0.1", "commissioned": "1998-04-23"}
    station = parse_station_row(row)
    assert station.commissioned.isoformat() == "1998-04-23"
