import pytest
from django.contrib.auth import get_user_model

from chat import services
from chat.models import Channel, Membership

pytestmark = pytest.mark.django_db


@pytest.fixture
def users():
    User = get_user_model()
    return User.objects.create(username="zhangsan"), User.objects.create(username="lisi")


@pytest.fixture
def channel(users):
    ch = Channel.objects.create(name="general")
    for u in users:
        Membership.objects.create(channel=ch, user=u)
    return ch


def test_unread_counts_others_messages(users, channel):
    a, b = users
    services.post(channel, a, "hello")
    services.post(channel, a, "anyone?")
    m = Membership.objects.get(channel=channel, user=b)
    assert services.unread_count(m) == 2


def test_own_messages_are_not_unread(users, channel):
    a, _ = users
    services.post(channel, a, "hello")
    m = Membership.objects.get(channel=channel, user=a)
    assert services.unread_count(m) == 0


def test_mark_read_only_affects_reader(users, channel):
    a, b = users
    c = get_user_model().objects.create(username="wangwu")
    Membership.objects.create(channel=channel, user=c)
    services.post(channel, a, "hello")
    services.post(channel, a, "still there?")
    mb = Membership.objects.get(channel=channel, user=b)
    services.mark_read(mb)
    assert services.unread_count(mb) == 0
    mc = Membership.objects.get(channel=channel, user=c)
    assert services.unread_count(mc) == 2


def test_muted_channel_has_no_badge(users, channel):
    a, b = users
    Membership.objects.filter(channel=channel, user=b).update(muted=True)
    services.post(channel, a, "hello")
    assert services.channel_badges(b) == [{"channel": "general", "unread": 0, "muted": True}]
