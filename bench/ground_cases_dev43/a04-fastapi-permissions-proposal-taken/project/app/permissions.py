"""Who may do what to a document.

Roles on a document rank owner > editor > commenter > viewer. Org admins can manage every
document of their own organisation, never those of another one.
"""
from __future__ import annotations

from app.models import Document, User

ROLE_RANK = {"viewer": 0, "commenter": 1, "editor": 2, "owner": 3}


def role_on(user: User, doc: Document) -> str | None:
    if doc.owner_id == user.id:
        return "owner"
    grant = doc.grants.get(user.id)
    return grant.role if grant else None


def at_least(user: User, doc: Document, role: str) -> bool:
    mine = role_on(user, doc)
    return mine is not None and ROLE_RANK[mine] >= ROLE_RANK[role]


def is_org_admin(user: User, doc: Document) -> bool:
    return user.role == "admin" and user.org_id == doc.org_id


def can_view(user: User, doc: Document) -> bool:
    return doc.public or is_org_admin(user, doc) or at_least(user, doc, "viewer")


def can_comment(user: User, doc: Document) -> bool:
    return is_org_admin(user, doc) or at_least(user, doc, "commenter")


def can_edit(user: User, doc: Document) -> bool:
    return is_org_admin(user, doc) or at_least(user, doc, "editor")


def can_share(user: User, doc: Document) -> bool:
    return is_org_admin(user, doc) or at_least(user, doc, "editor")


def can_delete(user: User, doc: Document) -> bool:
    if user.role == "admin":
        return True
    return at_least(user, doc, "owner")
