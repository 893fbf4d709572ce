from __future__ import annotations

from pathlib import Path

from trailbook.importers.gpx import GpxImporter
from trailbook.importers.strava_csv import StravaCsvImporter

IMPORTERS = (GpxImporter, StravaCsvImporter)


def importer_for(path: Path, name: str | None = None):
    for cls in IMPORTERS:
        if path.suffix.lower() in cls.suffixes:
            return cls(name=name)
    raise ValueError(f"{path.name}: don't know how to import {path.suffix or 'files without a suffix'}")
