import logging
import time
import uuid

logger = logging.getLogger("request")

# probes from the load balancer: only logged when they fail
QUIET_PATHS = frozenset({"/healthz"})


class RequestLogMiddleware:
    """One JSON log line per request, with a request id echoed in X-Request-ID."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request_id = request.headers.get("X-Request-ID") or uuid.uuid4().hex
        request.request_id = request_id
        started = time.monotonic()
        response = self.get_response(request)
        elapsed_ms = round((time.monotonic() - started) * 1000, 1)
        response["X-Request-ID"] = request_id
        if request.path in QUIET_PATHS and response.status_code == 200:
            return response
        user = getattr(request, "user", None)
        logger.info(
            "request",
            extra={
                "request_id": request_id,
                "method": request.method,
                "path": request.path,
                "status": response.status_code,
                "elapsed_ms": elapsed_ms,
                "user_id": user.pk if user is not None and user.is_authenticated else None,
            },
        )
        return response
