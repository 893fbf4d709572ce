import pytest
from django.contrib.auth import get_user_model

from chat.models import Membership, Thread
from notifications.models import Notification
from chat.services import mark_read, post_message, unread_badges, unread_count_for

User = get_user_model()


@pytest.fixture
def thread(db):
    t = Thread.objects.create(title="general")
    for name in ("sato", "suzuki"):
        u = User.objects.create_user(name, f"{name}@example.jp", "pw")
        Membership.objects.create(thread=t, user=u)
    return t


def user(name):
    return User.objects.get(username=name)


def test_unread_counts_new_messages(thread):
    post_message(thread, user("sato"), "おはよう")
    post_message(thread, user("sato"), "今日の定例は15時から")
    assert unread_count_for(thread, user("suzuki")) == 2


def test_own_messages_are_not_unread(thread):
    mark_read(thread, user("sato"))
    post_message(thread, user("suzuki"), "了解です")
    post_message(thread, user("sato"), "資料あとで送ります")
    post_message(thread, user("sato"), "送りました")
    assert unread_count_for(thread, user("sato")) == 1


def test_mention_creates_notification(thread):
    message = post_message(thread, user("sato"), "@suzuki 見積もりの件お願いします")
    assert list(Notification.objects.values_list("user__username", "message_id")) == [("suzuki", message.pk)]


def test_mark_read_clears_badge(thread):
    post_message(thread, user("sato"), "おはよう")
    mark_read(thread, user("suzuki"))
    assert unread_badges(user("suzuki")) == {}
