import httpx
import respx

from app.services.weather import _shape


def test_shape_zips_hourly_arrays():
    data = {"hourly": {"time": ["2025-12-06T07:00"], "temperature_2m": [-4.2], "snowfall": [0.7], "wind_speed_10m": [12.0]}}
    out = _shape("白馬北エリア", data)
    assert out["hours"] == [{"time": "2025-12-06T07:00", "temp": -4.2, "snowfall_cm": 0.7, "wind": 12.0}]


def test_shape_handles_missing_hourly():
    assert _shape("栂池", {})["hours"] == []
