"""Exceptions raised by the SDK. Every one of them is a HoshiError."""
from __future__ import annotations

import httpx


class HoshiError(Exception):
    """Base class of every SDK error."""


class HoshiConnectionError(HoshiError):
    """The API could not be reached (DNS, TLS, timeouts) after all retries."""


class APIStatusError(HoshiError):
    """The API answered with a 4xx or 5xx status."""

    def __init__(self, message: str, *, status_code: int, request_id: str | None = None) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.request_id = request_id


class AuthenticationError(APIStatusError):
    def __init__(self, message: str, *, status_code: int = 401, request_id: str | None = None) -> None:
        super().__init__(message, status_code=status_code, request_id=request_id)


class NotFoundError(APIStatusError):
    pass


class RateLimitError(APIStatusError):
    pass


_BY_STATUS: dict[int, type[APIStatusError]] = {
    401: AuthenticationError,
    403: AuthenticationError,
    404: NotFoundError,
    429: RateLimitError,
}


def error_for(response: httpx.Response) -> APIStatusError:
    """The exception for an error response, with the API's message when it sent one."""
    try:
        message = response.json().get("error", {}).get("message") or response.reason_phrase
    except ValueError:
        message = response.text or response.reason_phrase
    cls = _BY_STATUS.get(response.status_code, APIStatusError)
    return cls(message, status_code=response.status_code, request_id=response.headers.get("X-Request-Id"))
