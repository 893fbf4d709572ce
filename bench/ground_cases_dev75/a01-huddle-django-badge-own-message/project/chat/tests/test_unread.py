import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from chat.models import Conversation, Membership
from chat.services import mark_read, post_message, unread_count, unread_total

pytestmark = pytest.mark.django_db


@pytest.fixture
def pair():
    User = get_user_model()
    ana = User.objects.create_user("ana")
    ben = User.objects.create_user("ben")
    conv = Conversation.objects.create()
    m_ana = Membership.objects.create(conversation=conv, user=ana)
    m_ben = Membership.objects.create(conversation=conv, user=ben)
    return conv, ana, ben, m_ana, m_ben


def test_new_messages_are_unread(pair):
    conv, ana, ben, m_ana, m_ben = pair
    post_message(conv, ben, "hello")
    post_message(conv, ben, "you there?")
    assert unread_count(m_ana) == 2


def test_mark_read_clears_count(pair):
    conv, ana, ben, m_ana, m_ben = pair
    post_message(conv, ben, "hello")
    mark_read(m_ana)
    m_ana.refresh_from_db()
    assert unread_count(m_ana) == 0


def test_muted_conversations_do_not_count(pair):
    conv, ana, ben, m_ana, m_ben = pair
    post_message(conv, ben, "hello")
    m_ana.muted = True
    m_ana.save()
    assert unread_total(ana) == 0
