import logging
import time

logger = logging.getLogger("core.request")

SKIP_PATHS = ("/healthz", "/static/")
SENSITIVE_HEADERS = {"authorization", "cookie", "x-api-key"}


def _redact(headers):
    return {k: ("[REDACTED]" if k.lower() in SENSITIVE_HEADERS else v) for k, v in headers.items()}


class RequestLoggingMiddleware:
    """Logs method, path, status and duration of every request (JSON to Datadog)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith(SKIP_PATHS):
            return self.get_response(request)
        started = time.monotonic()
        response = self.get_response(request)
        elapsed_ms = int((time.monotonic() - started) * 1000)
        logger.info(
            "request",
            extra={
                "method": request.method,
                "path": request.path,
                "status": response.status_code,
                "elapsed_ms": elapsed_ms,
                "user_id": getattr(request.user, "id", None),
                "headers": _redact(request.headers),
            },
        )
        return response
