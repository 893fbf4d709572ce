"""@mentions in message bodies."""
import re

from django.contrib.auth import get_user_model
from django.utils.html import escape

# @ + Django username characters; not preceded by a word character (so mail addresses don't match)
MENTION_RE = re.compile(r"(?<![\w.])@([\w.+-]{1,150})")


def extract_mentions(body: str) -> list[str]:
    """Usernames mentioned in ``body``, in order of appearance."""
    return [name.rstrip(".") for name in MENTION_RE.findall(body)]


def mentioned_users(body: str, thread):
    """Members of ``thread`` mentioned in ``body``."""
    names = extract_mentions(body)
    if not names:
        return []
    User = get_user_model()
    by_name = {u.username: u for u in User.objects.filter(username__in=names, threads=thread)}
    return [by_name[n] for n in names if n in by_name]


def highlight_mentions(body: str) -> str:
    """HTML for a message body with mentions wrapped in <span class="mention">."""
    def wrap(match):
        return f'<span class="mention">@{match.group(1)}</span>'

    return MENTION_RE.sub(wrap, escape(body))


def strip_mentions(body: str) -> str:
    """The body without mentions, for push notification previews."""
    return re.sub(r"\s{2,}", " ", MENTION_RE.sub("", body)).strip()
