import logging
import time

from django.conf import settings

from core.logging import new_request_id

access_log = logging.getLogger("access")


class RequestIdMiddleware:
    header = "HTTP_X_REQUEST_ID"

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        rid = new_request_id(request.META.get(self.header))
        request.request_id = rid
        response = self.get_response(request)
        response["X-Request-ID"] = rid
        return response


class AccessLogMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response
        self.skip_paths = frozenset(getattr(settings, "ACCESS_LOG_SKIP_PATHS", ()))

    def __call__(self, request):
        started = time.monotonic()
        response = self.get_response(request)
        if request.path in self.skip_paths:
            return response
        access_log.info(
            "%s %s %s",
            request.method,
            request.path,
            response.status_code,
            extra={
                "path": request.path,
                "status": response.status_code,
                "duration_ms": round((time.monotonic() - started) * 1000, 1),
            },
        )
        return response
