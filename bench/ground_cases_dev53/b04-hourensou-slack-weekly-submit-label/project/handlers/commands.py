"""Opening the modals from slash commands and home tab buttons."""
import os

from views.standup import standup_modal
from views.weekly import weekly_modal

REPORT_CHANNEL = os.environ.get("REPORT_CHANNEL_ID", "")


def open_standup(ack, body, client):
    ack()
    client.views_open(trigger_id=body["trigger_id"], view=standup_modal(body.get("channel_id", REPORT_CHANNEL)))


def open_weekly(ack, body, client):
    ack()
    client.views_open(trigger_id=body["trigger_id"], view=weekly_modal(body.get("channel_id", REPORT_CHANNEL)))


def open_standup_from_home(ack, body, client):
    ack()
    client.views_open(trigger_id=body["trigger_id"], view=standup_modal(REPORT_CHANNEL))


def open_weekly_from_home(ack, body, client):
    ack()
    client.views_open(trigger_id=body["trigger_id"], view=weekly_modal(REPORT_CHANNEL))


def usage_text() -> str:
    return (
        "*使い方*\n"
        "• `/nippo` — 日報を書く\n"
        "• `/shuho` — 週報を書く(金曜のうちに)\n"
        "• ホームタブのボタンからも開けます"
    )
