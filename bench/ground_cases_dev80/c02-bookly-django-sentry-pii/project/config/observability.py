"""Sentry setup shared by staging and production settings."""
import os

import sentry_sdk
from sentry_sdk.integrations.django import DjangoIntegration
from sentry_sdk.integrations.logging import LoggingIntegration, ignore_logger

RELEASE = os.environ.get("GIT_SHA", "unknown")
DEFAULT_TRACES_RATE = {"production": 0.05, "staging": 0.2}
SKIP_TRANSACTIONS = ("/healthz",)


def _traces_sampler(ctx: dict) -> float:
    path = (ctx.get("wsgi_environ") or {}).get("PATH_INFO", "")
    if path in SKIP_TRANSACTIONS:
        return 0.0
    if ctx.get("parent_sampled") is not None:
        return float(ctx["parent_sampled"])
    return _TRACES_RATE


_TRACES_RATE = 0.0


def init_sentry(app_env: str) -> None:
    global _TRACES_RATE
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return
    _TRACES_RATE = float(os.environ.get("SENTRY_TRACES_SAMPLE_RATE", DEFAULT_TRACES_RATE.get(app_env, 0.0)))
    # scanners hitting the bare IP: logged locally, not worth a Sentry event
    ignore_logger("django.security.DisallowedHost")
    sentry_sdk.init(
        dsn=dsn,
        environment=app_env,
        release=RELEASE,
        integrations=[
            DjangoIntegration(),
            LoggingIntegration(event_level="ERROR"),
        ],
        traces_sampler=_traces_sampler,
        profiles_sample_rate=0.1,
        send_default_pii=True,
        max_breadcrumbs=50,
    )
