from __future__ import annotations

import html
from string import Template

from notifier.models import User

ROW = Template('<tr><td><a href="$url">$title</a></td><td>$who</td></tr>')
PAGE = Template("""<html><body>
<p>Hi $name,</p>
<p>Here is what happened since your last digest:</p>
<table>$rows</table>
<p><a href="$unsub">Unsubscribe</a></p>
</body></html>""")

UNSUB_BASE = "https://app.example.com/settings/notifications"


def _row(item: dict) -> str:
    return ROW.substitute(
        url=html.escape(item["url"]),
        title=html.escape(item["title"]),
        who=html.escape(item.get("actor", "")),
    )


def render_digest(user: User, items: list[dict]) -> str:
    rows = "".join(_row(i) for i in items)
    return PAGE.substitute(
        name=html.escape(user.first_name),
        rows=rows,
        unsub=f"{UNSUB_BASE}?u={user.id}",
    )
