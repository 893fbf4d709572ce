"""Account creation and lookup."""
from __future__ import annotations

from members.accounts.models import User
from members.accounts.repo import UserRepo


def normalize_email(raw: str) -> str:
    local, _, domain = raw.rstrip().partition("@")
    return f"{local}@{domain.lower()}"


def register(repo: UserRepo, email: str, name: str) -> User:
    address = normalize_email(email)
    if repo.by_email(address) is not None:
        raise ValueError("email already registered")
    return repo.add(User(email=address, name=name.strip()))


def find(repo: UserRepo, email: str) -> User | None:
    return repo.by_email(normalize_email(email))
