import logging

from django.conf import settings

log = logging.getLogger("billing.request_debug")

BODY_PREVIEW_BYTES = 512


class RequestDebugMiddleware:
    """Logs incoming webhook requests while we chase the staging 400s.

    Only active when WEBHOOK_DEBUG_LOGGING is on, and only for /webhooks/ paths.
    """

    def __init__(self, get_response):
        self.get_response = get_response
        self.enabled = getattr(settings, "WEBHOOK_DEBUG_LOGGING", False)

    def __call__(self, request):
        if not self.enabled or not request.path.startswith("/webhooks/"):
            return self.get_response(request)

        body = request.body
        log.info(
            "%s %s headers=%s",
            request.method,
            request.path,
            dict(request.headers),
        )
        log.debug("body preview: %r", body[:BODY_PREVIEW_BYTES])

        response = self.get_response(request)
        log.info(
            "%s %s -> %s (%d bytes in)",
            request.method,
            request.path,
            response.status_code,
            len(body),
        )
        return response
