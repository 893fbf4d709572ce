"""Request ids and JSON log lines."""
from __future__ import annotations

import contextvars
import json
import logging
import uuid

_request_id: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="-")


def new_request_id(incoming: str | None = None) -> str:
    rid = incoming or uuid.uuid4().hex
    _request_id.set(rid)
    return rid


def get_request_id() -> str:
    return _request_id.get()


class RequestIdFilter(logging.Filter):
    """Copies the current request id onto every record."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = get_request_id()
        return True


class CeleryTaskFilter(logging.Filter):
    """Adds task id and name inside a Celery task, '-' elsewhere."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            from celery import current_task
        except ImportError:  # pragma: no cover
            current_task = None
        task = current_task if current_task and current_task.request.id else None
        record.task_id = task.request.id if task else "-"
        record.task_name = task.name if task else "-"
        return True


class JsonFormatter(logging.Formatter):
    FIELDS = ("request_id", "task_id", "task_name", "path", "status", "duration_ms")

    def format(self, record: logging.LogRecord) -> str:
        payload = {
            "ts": self.formatTime(record, "%Y-%m-%dT%H:%M:%S"),
            "level": record.levelname,
            "logger": record.name,
            "msg": record.getMessage(),
        }
        for key in self.FIELDS:
            value = getattr(record, key, None)
            if value is not None:
                payload[key] = value
        if record.exc_info:
            payload["exc"] = self.formatException(record.exc_info)
        return json.dumps(payload, default=str)
