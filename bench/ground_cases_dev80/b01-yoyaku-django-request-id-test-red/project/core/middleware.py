import logging
import re
import time
import uuid

from core.logging import request_id_var

access_log = logging.getLogger("access")

HEADER = "X-Request-ID"
QUIET_PATHS = frozenset({"/healthz"})
_VALID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")


def _incoming_id(request) -> str | None:
    value = request.headers.get(HEADER)
    if value and _VALID.match(value):
        return value
    return None


class RequestIdMiddleware:
    """X-Request-ID を引き継ぐ（なければ生成）。ログとレスポンスヘッダに載せる。"""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path in QUIET_PATHS:
            return self.get_response(request)
        rid = _incoming_id(request) or uuid.uuid4().hex
        token = request_id_var.set(rid)
        request.request_id = rid
        try:
            response = self.get_response(request)
        finally:
            request_id_var.reset(token)
        response[HEADER] = rid
        return response


class AccessLogMiddleware:
    """1 リクエスト 1 行のアクセスログ。"""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        started = time.monotonic()
        response = self.get_response(request)
        if request.path in QUIET_PATHS:
            return response
        access_log.info(
            "request finished",
            extra={
                "method": request.method,
                "path": request.path,
                "status": response.status_code,
                "duration_ms": round((time.monotonic() - started) * 1000, 1),
            },
        )
        return response
