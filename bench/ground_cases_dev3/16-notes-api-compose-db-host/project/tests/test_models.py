from app.models import note_columns


def test_note_columns_drops_none():
    assert note_columns([1, None, 2]) == [1, 2]
