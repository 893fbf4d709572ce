"""Errors raised by the Tally client."""

from __future__ import annotations

from typing import Any, Optional


class TallyError(Exception):
    """Base class for everything this package raises."""


class APIError(TallyError):
    """The API answered with an error status."""

    def __init__(self, status: int, message: str, code: Optional[str] = None,
                 request_id: Optional[str] = None, body: Any = None) -> None:
        super().__init__(f"{status} {code or 'error'}: {message}")
        self.status = status
        self.message = message
        self.code = code
        self.request_id = request_id
        self.body = body


class AuthenticationError(APIError):
    """401: the API key is missing, revoked or for another environment."""


class NotFoundError(APIError):
    """404: no such object, or not visible to this key."""


def error_for(status: int, payload: Any, request_id: Optional[str]) -> APIError:
    err = payload.get("error", {}) if isinstance(payload, dict) else {}
    message = err.get("message") or "no message"
    code = err.get("code")
    cls = {401: AuthenticationError, 404: NotFoundError}.get(status, APIError)
    return cls(status, message, code=code, request_id=request_id, body=payload)
