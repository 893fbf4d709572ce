from trailbook.importers.gpx import GpxImporter

GPX = """<?xml version="1.0"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>Patscherkofel</name><trkseg>
    <trkpt lat="47.2100" lon="11.4600"><ele>1000</ele><time>2024-08-01T08:00:00Z</time></trkpt>
    <trkpt lat="47.2110" lon="11.4620"><ele>1040</ele><time>2024-08-01T08:05:00Z</time></trkpt>
  </trkseg></trk>
</gpx>
"""


def test_gpx_import(tmp_path):
    f = tmp_path / "a.gpx"
    f.write_text(GPX)
    act = GpxImporter().run(f)
    assert act.name == "Patscherkofel"
    assert act.ascent_m == 40
    assert 0.1 < act.distance_km < 0.3
