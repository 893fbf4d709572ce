"""The built wheel must ship the templates and static files (regression: 1.2.0)."""
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_wheel_contains_package_data(tmp_path):
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True)
    (wheel,) = tmp_path.glob("reportgen-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "reportgen/templates/weekly.html.j2" in names
    assert "reportgen/templates/base.html.j2" in names
    assert "reportgen/static/report.css" in names
