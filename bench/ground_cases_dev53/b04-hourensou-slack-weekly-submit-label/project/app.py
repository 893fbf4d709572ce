"""nippo-bot: daily standup and weekly report modals for our Slack workspace."""
import logging
import os

from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler

from handlers import commands, home, submissions

logging.basicConfig(level=logging.INFO)

app = App(token=os.environ["SLACK_BOT_TOKEN"])

# slash commands
app.command("/nippo")(commands.open_standup)
app.command("/shuho")(commands.open_weekly)

# app home
app.event("app_home_opened")(home.publish_home)
app.action("home_open_standup")(commands.open_standup_from_home)
app.action("home_open_weekly")(commands.open_weekly_from_home)

# modal submissions
app.view("standup_modal")(submissions.handle_standup)
app.view("weekly_modal")(submissions.handle_weekly)


@app.error
def on_error(error, body, logger):
    logger.exception("unhandled error: %s", error)


if __name__ == "__main__":
    SocketModeHandler(app, os.environ["SLACK_APP_TOKEN"]).start()
