import pytest

from shifts.services import AssignmentError, assign_shift


def test_take_open_shift(make_shift, alice):
    s = make_shift(9, 14)
    assign_shift(s, alice)
    s.refresh_from_db()
    assert s.assignee == alice


def test_cannot_take_taken_shift(make_shift, alice, django_user_model):
    bob = django_user_model.objects.create_user("bob")
    s = make_shift(9, 14, assignee=bob)
    with pytest.raises(AssignmentError):
        assign_shift(s, alice)


def test_cannot_double_book(make_shift, alice):
    make_shift(9, 14, assignee=alice)
    with pytest.raises(AssignmentError):
        assign_shift(make_shift(12, 18), alice)
