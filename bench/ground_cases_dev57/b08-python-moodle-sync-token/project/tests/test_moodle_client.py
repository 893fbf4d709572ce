from moodle_client import _flatten


def test_flatten_nested_grades():
    flat = _flatten({"courseid": 3, "grades": [{"studentid": 7, "grade": 80.0}]})
    assert flat == {"courseid": 3, "grades[0][studentid]": 7, "grades[0][grade]": 80.0}


def test_flatten_dict():
    assert _flatten({"itemdetails": {"itemname": "x"}}) == {"itemdetails[itemname]": "x"}
