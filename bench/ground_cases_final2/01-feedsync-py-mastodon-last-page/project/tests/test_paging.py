from feedsync.utils.paging import page_numbers


def test_page_numbers_inclusive():
    assert list(page_numbers(3)) == [1, 2, 3]


def test_page_numbers_from_two():
    assert list(page_numbers(3, start=2)) == [2, 3]
