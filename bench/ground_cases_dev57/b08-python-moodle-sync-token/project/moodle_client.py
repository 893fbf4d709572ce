"""A minimal Moodle web service (REST) client."""
from __future__ import annotations

from typing import Any

import requests


class MoodleError(RuntimeError):
    def __init__(self, errorcode: str, message: str):
        super().__init__(f"{errorcode}: {message}")
        self.errorcode = errorcode


class MoodleClient:
    def __init__(self, url: str, token: str, timeout: float = 20.0):
        self.endpoint = url.rstrip("/") + "/webservice/rest/server.php"
        self.token = token
        self.timeout = timeout

    def call(self, function: str, **params: Any) -> Any:
        data = {"wstoken": self.token, "wsfunction": function, "moodlewsrestformat": "json"}
        data.update(_flatten(params))
        resp = requests.post(self.endpoint, data=data, timeout=self.timeout)
        resp.raise_for_status()
        body = resp.json()
        if isinstance(body, dict) and "exception" in body:
            raise MoodleError(body.get("errorcode", "unknown"), body.get("message", ""))
        return body

    def site_info(self) -> dict:
        return self.call("core_webservice_get_site_info")

    def enrolled_users(self, course_id: int) -> list[dict]:
        return self.call("core_enrol_get_enrolled_users", courseid=course_id)

    def update_grades(self, course_id: int, item_name: str, grades: list[dict]) -> Any:
        return self.call(
            "core_grades_update_grades",
            source="sync_grades",
            courseid=course_id,
            component="mod_assign",
            activityid=0,
            itemnumber=0,
            grades=grades,
            itemdetails={"itemname": item_name},
        )


def _flatten(params: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """Moodle's REST format wants nested params as grades[0][studentid]=…"""
    flat: dict[str, Any] = {}
    for key, value in params.items():
        name = f"{prefix}[{key}]" if prefix else key
        if isinstance(value, dict):
            flat.update(_flatten(value, name))
        elif isinstance(value, list):
            for i, item in enumerate(value):
                flat.update(_flatten(item, f"{name}[{i}]") if isinstance(item, dict) else {f"{name}[{i}]": item})
        else:
            flat[name] = value
    return flat
