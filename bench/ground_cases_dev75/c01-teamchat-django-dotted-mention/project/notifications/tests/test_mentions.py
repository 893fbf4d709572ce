import pytest
from django.contrib.auth import get_user_model
from django.core import mail

from chat import services
from chat.models import Channel, Membership
from notifications.mentions import extract_mentions

pytestmark = pytest.mark.django_db


def test_extract_mentions_dedupes_case_insensitively():
    assert extract_mentions("@Lisi 看一下 @lisi @wangwu") == ["lisi", "wangwu"]


def test_mention_sends_mail():
    User = get_user_model()
    a = User.objects.create(username="zhangsan", email="zs@example.cn")
    b = User.objects.create(username="lisi", email="ls@example.cn")
    ch = Channel.objects.create(name="general")
    Membership.objects.create(channel=ch, user=a)
    Membership.objects.create(channel=ch, user=b)
    services.post(ch, a, "@lisi 帮忙 review 一下")
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == ["ls@example.cn"]
