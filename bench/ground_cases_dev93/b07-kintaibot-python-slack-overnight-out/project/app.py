"""kintai-bot: Slack Bolt app (Socket Mode) with the morning reminder on APScheduler."""
from __future__ import annotations

import logging
import os

from apscheduler.schedulers.background import BackgroundScheduler
from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler

from kintai import commands, reminders
from kintai.store import Store
from kintai.timeutil import JST

logging.basicConfig(level=logging.INFO)

app = App(token=os.environ["SLACK_BOT_TOKEN"])
store = Store(os.environ.get("KINTAI_DB", "kintai.db"))
TEAM_CHANNEL = os.environ["KINTAI_CHANNEL"]


@app.command("/kintai")
def on_kintai(ack, command):
    ack(commands.handle(store, command["user_id"], command.get("text", "")))


def remind_job() -> None:
    reminders.send_reminders(app.client, store, TEAM_CHANNEL)


def main() -> None:
    scheduler = BackgroundScheduler(timezone=JST)
    scheduler.add_job(remind_job, "cron", day_of_week="mon-fri", hour=10, minute=0,
                      id="morning-reminder", replace_existing=True)
    scheduler.start()
    SocketModeHandler(app, os.environ["SLACK_APP_TOKEN"]).start()


if __name__ == "__main__":
    main()
