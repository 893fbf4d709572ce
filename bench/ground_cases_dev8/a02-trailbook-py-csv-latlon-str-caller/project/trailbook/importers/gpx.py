"""GPX 1.1 tracks (Garmin, Komoot, OsmAnd)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from xml.etree import ElementTree as ET

from trailbook.geo import elevation_gain, total_distance
from trailbook.models import Activity, Point

NS = {"gpx": "http://www.topografix.com/GPX/1/1"}


def _trkpt_to_point(el: ET.Element) -> Point:
    ele = el.findtext("gpx:ele", default="0", namespaces=NS)
    when = el.findtext("gpx:time", namespaces=NS)
    return Point(float(el.get("lat")), float(el.get("lon")), float(ele), datetime.fromisoformat(when.replace("Z", "+00:00")))


class GpxImporter:
    suffixes = (".gpx",)

    def __init__(self, name: str | None = None):
        self.name = name

    def run(self, path: Path) -> Activity:
        root = ET.parse(path).getroot()
        points = [_trkpt_to_point(el) for el in root.iterfind(".//gpx:trkpt", NS)]
        if not points:
            raise ValueError(f"{path.name}: no track points")
        title = root.findtext("gpx:trk/gpx:name", namespaces=NS)
        act = Activity(name=self.name or title or path.stem, started_at=points[0].t, points=points)
        act.distance_km = total_distance(points)
        act.ascent_m = elevation_gain(points)
        return act
