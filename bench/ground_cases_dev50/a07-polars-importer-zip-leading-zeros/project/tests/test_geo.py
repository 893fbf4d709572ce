import polars as pl

from etl.geo import split_by_coordinates


def test_missing_and_zero_coordinates_go_to_geocoding():
    df = pl.DataFrame({"lat": [42.36, None, 0.0], "lon": [-71.06, -71.0, -71.0]})
    good, bad = split_by_coordinates(df)
    assert len(good) == 1
    assert len(bad) == 2


def test_outside_us_goes_to_geocoding():
    df = pl.DataFrame({"lat": [48.85], "lon": [2.35]})
    good, bad = split_by_coordinates(df)
    assert len(good) == 0
