import logging
import time

from django.conf import settings
from django.contrib.auth import logout
from django.shortcuts import redirect

logger = logging.getLogger(__name__)


class IdleTimeoutMiddleware:
    """Log staff out after IDLE_TIMEOUT_SECONDS without a request."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.user.is_authenticated:
            now = time.time()
            last = request.session.get("last_activity")
            timeout = settings.IDLE_TIMEOUT_SECONDS
            if last is not None and now - last > timeout:
                logger.info("idle logout user=%s idle=%.0fs", request.user.pk, now - last)
                logout(request)
                return redirect(settings.LOGIN_URL)
            request.session["last_activity"] = now
        return self.get_response(request)
