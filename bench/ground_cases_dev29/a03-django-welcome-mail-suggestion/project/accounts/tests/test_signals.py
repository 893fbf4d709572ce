import pytest
from django.core import mail

from accounts.models import Profile, User

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def eager_celery(settings):
    settings.CELERY_TASK_ALWAYS_EAGER = True
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"


def test_profile_created_with_user():
    user = User.objects.create_user("ana", "ana@example.com", "pw-123456")
    assert Profile.objects.filter(user=user).exists()


def test_welcome_email_sent_on_signup():
    User.objects.create_user("ben", "ben@example.com", "pw-123456")
    assert len(mail.outbox) == 1
    assert mail.outbox[0].subject == "Welcome to Members"


def test_no_welcome_email_without_address():
    User.objects.create_user("cleo", "", "pw-123456")
    assert mail.outbox == []
