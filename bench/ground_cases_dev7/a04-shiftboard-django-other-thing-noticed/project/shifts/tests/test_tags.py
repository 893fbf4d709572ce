from shifts.templatetags.shift_tags import assignee_label


def test_open_shift_label(make_shift):
    assert assignee_label(make_shift(9, 14)) == "Open"


def test_assigned_shift_uses_full_name(make_shift, alice):
    assert assignee_label(make_shift(9, 14, assignee=alice)) == "Alice Ng"


def test_assigned_shift_falls_back_to_username(make_shift, django_user_model):
    bob = django_user_model.objects.create_user("bob")
    assert assignee_label(make_shift(9, 14, assignee=bob)) == "bob"
