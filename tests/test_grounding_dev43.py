"""Grounding behaviours found on the forty-third development set (bench/ground_cases_dev43)."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write
from .test_grounding_dev36 import _call

_VIEWS = ("from django.shortcuts import render\n\nfrom shop import flags\n\n\n"
          + "".join(f"# view note {n}\n" for n in range(6, 17))
          + "def checkout(request):\n    user = request.user\n"
          "    if flags.is_enabled(\"new-checkout\", user, default=False):\n"
          "        return render(request, \"checkout/new.html\")\n    return render(request, \"checkout/legacy.html\")\n"
          + "".join(f"# tail {n}\n" for n in range(22, 40)))


def test_a_reply_that_places_the_fix_in_a_vendor_dashboard_settles_the_report(tmp_path: Path) -> None:
    """The agent read the view, found the flag evaluated correctly and said the fix is the flag's
    targeting in the LaunchDarkly dashboard ("The code is doing the right thing … It isn't something in
    this repo"). "fix that then" has no line in the project to name: unresolved, not the view the
    reply quoted a line of (dev43 a10)."""
    project = write(tmp_path, {"checkout/views.py": _VIEWS})
    session = [
        {"role": "user", "content": "new-checkout flag is ON in launchdarkly but our german test accounts still "
                                    "get the old checkout. whats going on"},
        {"role": "assistant", "content": None,
         "tool_calls": [_call("r1", "read_file", {"path": "checkout/views.py"})]},
        {"role": "tool", "tool_call_id": "r1", "content": _VIEWS},
        {"role": "assistant", "content":
            "The code is doing the right thing; it's the flag's targeting in LaunchDarkly.\n\n"
            "- `checkout/views.py:19` asks for `new-checkout` with the user's context, and the German QA account "
            "sends `country: \"DE\"`.\n- In production the only rule serves `true` to `country in [US, CA, GB]`; "
            "everyone else falls through to `false`.\n\nThe fix is in the LaunchDarkly dashboard: add `DE` to that "
            "rule. It isn't something in this repo, and the token here is read-only, so I can't change targeting."},
    ]
    ref = honing.ground("ok can you just fix that then? marketing launches DE on monday", session,
                        cwd=project, turns=2).references[0]
    assert not ref.resolved and ref.path is None, ref


_PERMISSIONS = ("from app.models import Document, User\n\n"
                "ROLE_RANK = {\"viewer\": 0, \"commenter\": 1, \"editor\": 2, \"owner\": 3}\n\n\n"
                "def is_org_admin(user: User, doc: Document) -> bool:\n"
                "    return user.role == \"admin\" and user.org_id == doc.org_id\n\n\n"
                "def at_least(user: User, doc: Document, role: str) -> bool:\n"
                "    return ROLE_RANK[doc.roles.get(user.id, \"viewer\")] >= ROLE_RANK[role]\n\n\n"
                + "".join(f"# rule note {n}\n" for n in range(14, 38))
                + "def can_share(user: User, doc: Document) -> bool:\n"
                "    return is_org_admin(user, doc) or at_least(user, doc, \"editor\")\n\n\n"
                "def can_delete(user: User, doc: Document) -> bool:\n"
                "    return user.role == \"admin\" or at_least(user, doc, \"owner\")\n"
                + "".join(f"# tail {n}\n" for n in range(44, 60)))


def test_a_check_that_leaves_out_a_comparison_is_a_defect_the_agent_noticed(tmp_path: Path) -> None:
    """Beside its fix the agent listed two things it noticed: a cosmetic enum and `can_delete`, which
    "checks `user.role == "admin"` without comparing orgs". The user skipped the enum; "go ahead with the
    other one you found" is `can_delete`. "without comparing" names the defect the item reports (dev43 a04)."""
    project = write(tmp_path, {"app/permissions.py": _PERMISSIONS})
    delete_line = _PERMISSIONS.split("\n").index("def can_delete(user: User, doc: Document) -> bool:") + 2
    edit = {"path": "app/permissions.py", "old_text": "at_least(user, doc, \"owner\")\n\n\ndef can_delete",
            "new_text": "at_least(user, doc, \"editor\")\n\n\ndef can_delete"}
    session = [
        {"role": "user", "content": "editors get a 403 when they try to share a doc, they should be allowed to share. "
                                    "can you fix"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit_file", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content":
            "Fixed: `can_share` in `app/permissions.py` now allows `editor` and above. Tests pass (4).\n\n"
            "Two other things I noticed in `permissions.py` while I was there:\n\n"
            "1. `ROLE_RANK` is a plain dict of strings; an `Enum` would catch typos at type-check time. Cosmetic.\n"
            f"2. `can_delete` (line {delete_line}) checks `user.role == \"admin\"` without comparing orgs, so an "
            "admin of *any* organisation can delete documents of every other organisation.\n\n"
            "Want me to fix either?"},
        {"role": "user", "content": "skip the enum. q: whats the difference between Depends and Security in fastapi?"},
        {"role": "assistant", "content": "`Security` is `Depends` plus scopes; for today's `current_user` "
                                         "`Depends` is fine."},
    ]
    ref = honing.ground("nice. and yeah go ahead with the other one you found", session,
                        cwd=project, turns=2).references[0]
    assert (ref.path, ref.symbol) == ("app/permissions.py", "can_delete"), ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= delete_line <= ref.end_line, ref
