"""Tiny Canvas REST wrapper; the token comes from CANVAS_TOKEN."""
from __future__ import annotations

import os

import requests


class CanvasClient:
    def __init__(self, base_url: str, course_id: int, token: str | None = None) -> None:
        self.base = base_url.rstrip("/") + f"/api/v1/courses/{course_id}"
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token or os.environ['CANVAS_TOKEN']}"

    def _get_all(self, url: str, **params) -> list[dict]:
        out: list[dict] = []
        params.setdefault("per_page", 100)
        while url:
            resp = self.session.get(url, params=params, timeout=30)
            resp.raise_for_status()
            out.extend(resp.json())
            url = resp.links.get("next", {}).get("url")
            params = {}
        return out

    def enrollments(self) -> list[dict]:
        return self._get_all(f"{self.base}/enrollments", type=["StudentEnrollment"], state=["active"])

    def assignment(self, assignment_id: int) -> dict:
        resp = self.session.get(f"{self.base}/assignments/{assignment_id}", timeout=30)
        resp.raise_for_status()
        data = resp.json()
        return {"id": data["id"], "name": data["name"], "points_possible": float(data["points_possible"])}

    def put_score(self, assignment_id: int, user_id: int, score: float) -> None:
        url = f"{self.base}/assignments/{assignment_id}/submissions/{user_id}"
        resp = self.session.put(url, data={"submission[posted_grade]": f"{score:.2f}"}, timeout=30)
        resp.raise_for_status()
