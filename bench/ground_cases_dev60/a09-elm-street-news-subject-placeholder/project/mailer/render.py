"""Turn an issue (Markdown-ish text + metadata) into the HTML email."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape

from mailer.config import BASE_URL, ISSUES_DIR
from mailer.subscribers import Subscriber

env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape())


@dataclass
class Issue:
    number: int
    month: str
    body_html: str


def load_issue(number: int) -> Issue:
    folder = Path(ISSUES_DIR) / f"{number:03d}"
    meta = dict(line.split(": ", 1) for line in (folder / "meta.txt").read_text().splitlines() if ": " in line)
    return Issue(number, meta["month"], (folder / "body.html").read_text())


def render(issue: Issue, sub: Subscriber) -> str:
    return env.get_template("newsletter.html").render(
        issue=issue,
        first_name=sub.first_name or "neighbour",
        unsubscribe_url=f"{BASE_URL}/unsubscribe?t={sub.token}",
        web_url=f"{BASE_URL}/issues/{issue.number}",
    )
