from tidewater.importer.common import clean_name


def test_clean_name():
    assert clean_name(" north  pier ") == "North Pier"
