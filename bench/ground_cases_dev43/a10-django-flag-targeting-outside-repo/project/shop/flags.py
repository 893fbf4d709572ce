"""Feature flags via LaunchDarkly.

The SDK is initialised once per process. Every evaluation sends a user context with the
attributes our targeting rules use (country, plan, staff), so rules can be changed in the
LaunchDarkly dashboard without a deploy.
"""
from __future__ import annotations

import logging

import ldclient
from django.conf import settings
from ldclient import Context
from ldclient.config import Config

log = logging.getLogger(__name__)

_client: ldclient.LDClient | None = None


def client() -> ldclient.LDClient:
    global _client
    if _client is None:
        ldclient.set_config(Config(settings.LD_SDK_KEY, offline=settings.LD_OFFLINE))
        _client = ldclient.get()
    return _client


def user_context(user) -> Context:
    profile = getattr(user, "profile", None)
    builder = Context.builder(f"u_{user.pk}").kind("user")
    builder.set("email", user.email)
    builder.set("country", (profile.country if profile else "") or "")
    builder.set("plan", (profile.plan if profile else "free") or "free")
    builder.set("staff", bool(user.is_staff))
    builder.private("email")
    return builder.build()


def is_enabled(flag: str, user, default: bool = False) -> bool:
    """The flag's value for ``user``; ``default`` when LaunchDarkly can't be reached."""
    if not user.is_authenticated:
        return default
    value = client().variation(flag, user_context(user), default)
    log.debug("flag %s for user %s -> %s", flag, user.pk, value)
    return bool(value)
