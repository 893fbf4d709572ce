from __future__ import annotations

from datetime import date

from jinja2 import Environment, PackageLoader, select_autoescape

env = Environment(loader=PackageLoader("app", "templates"), autoescape=select_autoescape())


def iso_week(day: date) -> str:
    year, week, _ = day.isocalendar()
    return f"{year}-W{week:02d}"


def digest_html(user, articles) -> str:
    return env.get_template("digest.html").render(user=user, articles=articles)


def welcome_html(user) -> str:
    return env.get_template("welcome.html").render(user=user)


def report_html(rows, week: str) -> str:
    total = sum(r["count"] for r in rows)
    return env.get_template("report.html").render(rows=rows, week=week, total=total)


def subject_for_digest(day: date) -> str:
    return f"今週のダイジェスト（{iso_week(day)}）"


def subject_for_report(week: str) -> str:
    return f"週次配信レポート {week}"
