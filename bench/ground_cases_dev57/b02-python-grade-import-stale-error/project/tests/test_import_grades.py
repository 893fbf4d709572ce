from pathlib import Path

import pytest

from import_grades import build_rows
from roster import Student

ROSTER = {
    "2301001": Student("Aoki, Mei", "1001", "2301001", "Lab A"),
    "2301002": Student("Baba, Sho", "1002", "2301002", "Lab B"),
}


def gs(sid, score, lateness="0:00:00", status="Graded"):
    return {"SID": sid, "Total Score": score, "Max Points": "100.0", "Status": status,
            "Lateness (H:M:S)": lateness}


def test_on_time_score_is_copied():
    rows = build_rows([gs("2301001", "87.5")], ROSTER, "HW4")
    assert rows[0]["HW4"] == "87.50"
    assert rows[0]["ID"] == "1001"


def test_section_is_kept():
    rows = build_rows([gs("2301002", "90")], ROSTER, "HW4")
    assert rows[0]["Section"] == "Lab B"


def test_unknown_sid_is_skipped(capsys):
    rows = build_rows([gs("9999999", "50"), gs("2301001", "80")], ROSTER, "HW4")
    assert [r["SIS User ID"] for r in rows] == ["2301001"]
    assert "9999999" in capsys.readouterr().err
