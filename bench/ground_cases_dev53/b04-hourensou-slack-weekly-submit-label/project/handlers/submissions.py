"""What happens when a modal is submitted: post a summary to the report channel."""
from datetime import datetime
from zoneinfo import ZoneInfo

from views.standup import read_standup
from views.weekly import read_weekly

MOOD_EMOJI = {"great": "😄", "ok": "🙂", "tired": "😵"}
JST = ZoneInfo("Asia/Tokyo")


def _stamp() -> str:
    return datetime.now(JST).strftime("%Y-%m-%d %H:%M")


def handle_standup(ack, body, client, view):
    data = read_standup(view["state"]["values"])
    if not data["today"]:
        ack(response_action="errors", errors={"today": "今日やることを書いてください"})
        return
    ack()
    user = body["user"]["id"]
    text = (
        f"*<@{user}> の日報* ({_stamp()})\n"
        f"*昨日*\n{data['yesterday'] or '-'}\n"
        f"*今日*\n{data['today']}\n"
    )
    if data["blockers"]:
        text += f"*困っていること* :warning:\n{data['blockers']}\n"
    client.chat_postMessage(channel=view["private_metadata"], text=text)


def handle_weekly(ack, body, client, view):
    ack()
    data = read_weekly(view["state"]["values"])
    user = body["user"]["id"]
    text = (
        f"*<@{user}> の週報* {MOOD_EMOJI.get(data['mood'], '')} ({_stamp()})\n"
        f"*今週*\n{data['done']}\n"
        f"*来週*\n{data['next']}\n"
    )
    client.chat_postMessage(channel=view["private_metadata"], text=text)
