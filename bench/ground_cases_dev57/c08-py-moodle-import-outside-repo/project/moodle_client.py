"""Minimal Moodle web-service client (REST, JSON)."""
from __future__ import annotations

import os

import requests


class MoodleError(RuntimeError):
    def __init__(self, payload: dict):
        self.errorcode = payload.get("errorcode", "")
        super().__init__(f'{payload.get("exception", "moodle_exception")}: {payload.get("message", "")}')


class Moodle:
    def __init__(self, url: str | None = None, token: str | None = None, timeout: float = 20.0):
        self.url = (url or os.environ["MOODLE_URL"]).rstrip("/") + "/webservice/rest/server.php"
        self.token = token or os.environ["MOODLE_TOKEN"]
        self.timeout = timeout

    def call(self, function: str, **params) -> dict | list:
        data = {"wstoken": self.token, "wsfunction": function, "moodlewsrestformat": "json"}
        data.update(_flatten(params))
        resp = requests.post(self.url, data=data, timeout=self.timeout)
        resp.raise_for_status()
        body = resp.json()
        if isinstance(body, dict) and "exception" in body:
            raise MoodleError(body)
        return body

    def users_by_idnumber(self, idnumbers: list[str]) -> dict[str, int]:
        users = self.call("core_user_get_users_by_field", field="idnumber", values=idnumbers)
        return {u["idnumber"]: u["id"] for u in users}

    def update_grades(self, course_id: int, item_number: int, grades: list[dict]) -> dict:
        return self.call("core_grades_update_grades", source="mod/assign", courseid=course_id,
                         component="mod_assign", activityid=item_number, itemnumber=0, grades=grades)


def _flatten(params: dict, prefix: str = "") -> dict:
    """Moodle wants nested arrays as grades[0][studentid]=... form fields."""
    out = {}
    for key, value in params.items():
        name = f"{prefix}[{key}]" if prefix else key
        if isinstance(value, dict):
            out.update(_flatten(value, name))
        elif isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, dict):
                    out.update(_flatten(item, f"{name}[{i}]"))
                else:
                    out[f"{name}[{i}]"] = item
        else:
            out[name] = value
    return out
