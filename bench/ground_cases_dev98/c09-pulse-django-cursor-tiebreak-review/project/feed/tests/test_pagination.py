from datetime import datetime, timedelta, timezone

import pytest

from feed.models import Activity
from feed.pagination import InvalidCursor, decode_cursor, encode_cursor, paginate

pytestmark = pytest.mark.django_db

START = datetime(2025, 11, 1, 12, 0, tzinfo=timezone.utc)


@pytest.fixture
def ana(django_user_model):
    return django_user_model.objects.create_user("ana")


def make(user, n, start=START):
    return [
        Activity.objects.create(actor=user, verb="posted", target_type="post", target_id=i,
                                created_at=start - timedelta(seconds=i))
        for i in range(n)
    ]


def walk(qs, size):
    seen, cursor = [], None
    while True:
        page = paginate(qs, cursor, size)
        seen += [a.id for a in page.items]
        if page.next_cursor is None:
            return seen
        cursor = page.next_cursor


def test_cursor_round_trip():
    assert decode_cursor(encode_cursor(START, 42)) == (START, 42)


def test_garbage_cursor_is_rejected():
    with pytest.raises(InvalidCursor):
        decode_cursor("not-a-cursor")


def test_pages_cover_everything_once(ana):
    make(ana, 45)
    ids = walk(Activity.objects.all(), 20)
    assert len(ids) == 45
    assert len(set(ids)) == 45


def test_new_items_do_not_shift_next_page(ana):
    make(ana, 30)
    first = paginate(Activity.objects.all(), None, 10)
    make(ana, 5, start=START + timedelta(minutes=5))
    second = paginate(Activity.objects.all(), first.next_cursor, 10)
    assert not {a.id for a in first.items} & {a.id for a in second.items}
