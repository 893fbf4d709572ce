from app.pagination import clamp_per_page, paginate


def test_first_page():
    page = paginate(list(range(100)), 1, 20)
    assert page.items == list(range(20))
    assert page.pages == 5


def test_has_next():
    assert paginate(list(range(100)), 4, 20).has_next
    assert not paginate(list(range(100)), 5, 20).has_next


def test_clamp():
    assert clamp_per_page(None) == 20
    assert clamp_per_page(500) == 100
