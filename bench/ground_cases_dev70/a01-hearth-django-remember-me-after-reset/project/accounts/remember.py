"""Remember-me cookie: logs a user back in when their session has expired."""
from django.conf import settings
from django.contrib.auth import login
from django.utils import timezone

from accounts.models import RememberToken

BACKEND = "django.contrib.auth.backends.ModelBackend"


def user_from_cookie(value: str):
    try:
        selector, secret = value.split(":", 1)
    except ValueError:
        return None
    token = RememberToken.objects.select_related("user").filter(selector=selector).first()
    if token is None or token.digest != RememberToken.hash(secret):
        return None
    if timezone.now() - token.created_at > timezone.timedelta(seconds=settings.REMEMBER_COOKIE_AGE):
        token.delete()
        return None
    user = token.user
    if not user.is_active:
        return None
    if user.password_changed_at and token.created_at < user.date_joined:
        # issued before the password was last changed: not valid any more
        token.delete()
        return None
    token.last_used_at = timezone.now()
    token.save(update_fields=["last_used_at"])
    return user


class RememberMeMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        cookie = request.COOKIES.get(settings.REMEMBER_COOKIE_NAME)
        if cookie and not request.user.is_authenticated:
            user = user_from_cookie(cookie)
            if user is not None:
                login(request, user, backend=BACKEND)
        response = self.get_response(request)
        if cookie and not request.user.is_authenticated:
            response.delete_cookie(settings.REMEMBER_COOKIE_NAME)
        return response
