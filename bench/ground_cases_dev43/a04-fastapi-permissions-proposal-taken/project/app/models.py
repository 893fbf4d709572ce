from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class User:
    id: int
    email: str
    org_id: int
    role: str = "member"  # "member" or "admin" of their organisation


@dataclass
class Grant:
    user_id: int
    role: str  # "viewer", "commenter", "editor"


@dataclass
class Document:
    id: int
    org_id: int
    owner_id: int
    title: str
    public: bool = False
    grants: dict[int, Grant] = field(default_factory=dict)
