"""dingnotify: send DingTalk robot messages from scripts and CI.

    from dingnotify import notify
    notify("部署完成 ✅", title="deploy")
"""
from __future__ import annotations

import logging
import os

from dingnotify.client import DingTalkClient, NotifyError
from dingnotify.templates import render

__version__ = "0.3.0"
__all__ = ["DingTalkClient", "NotifyError", "notify", "render", "__version__"]

logging.getLogger(__name__).addHandler(logging.NullHandler())

_default: DingTalkClient | None = None


def _client() -> DingTalkClient:
    global _default
    if _default is None:
        token = os.environ.get("DINGTALK_TOKEN")
        if not token:
            raise NotifyError("DINGTALK_TOKEN is not set")
        _default = DingTalkClient(token, secret=os.environ.get("DINGTALK_SECRET"))
    return _default


def notify(text: str, *, title: str | None = None, at_all: bool = False) -> None:
    """Send a markdown message with the client built from the environment."""
    _client().send_markdown(title or "通知", text, at_all=at_all)
