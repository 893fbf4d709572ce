from quill.toc import toc_entries


def test_toc_entries_drops_none():
    assert toc_entries([1, None, 2]) == [1, 2]
