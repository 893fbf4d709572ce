"""App Home tab."""
from views.labels import plain


def home_view(user_id: str) -> dict:
    return {
        "type": "home",
        "blocks": [
            {"type": "header", "text": plain("ほうこくボード")},
            {
                "type": "section",
                "text": {"type": "mrkdwn", "text": f"<@{user_id}> さん、おつかれさまです。"},
            },
            {"type": "divider"},
            {
                "type": "actions",
                "elements": [
                    {
                        "type": "button",
                        "action_id": "home_open_standup",
                        "style": "primary",
                        "text": plain("日報を書く"),
                    },
                    {
                        "type": "button",
                        "action_id": "home_open_weekly",
                        "text": plain("Weekly report"),
                    },
                ],
            },
        ],
    }


def publish_home(event, client, logger):
    try:
        client.views_publish(user_id=event["user"], view=home_view(event["user"]))
    except Exception:
        logger.exception("could not publish home for %s", event["user"])
